/**
 * Readable on a dead connection (ADR 034): with JavaScript, the service worker keeps the applicant's pages
 * she opened (home, application overview, contact, appointments) in a cache of her own and shows them
 * offline with the time they were saved, their forms switched off; every other address shows the offline
 * page. Her logout leaves nothing of hers in the browser's caches.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The prefix of a person's cache in public/sw.js. */
const PERSON_CACHE = "tandem-offline-person-";

/** Every cache of the origin with the paths it holds, as the page sees them. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const found: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      found[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return found;
  });

/** The paths kept in the person caches (there must be at most one). */
async function keptPaths(page: Page): Promise<string[]> {
  const caches = Object.entries(await cachedPaths(page)).filter(([name]) => name.startsWith(PERSON_CACHE));
  expect(caches.length).toBeLessThanOrEqual(1);
  // the session's end time kept beside the pages (public/sw.js) is no page
  return caches
    .flatMap(([, paths]) => paths)
    .filter((path) => path !== "/__tandem-session-ends")
    .sort();
}

/** The note a saved copy carries, for the time the copy says it was saved (German time, dd.MM.yyyy, HH:mm). */
async function expectedNote(page: Page) {
  const savedAt = await page.locator("html").getAttribute("data-saved-at");
  expect(savedAt, "the copy names the time it was saved").toBeTruthy();
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("de-DE", {
      timeZone: "Europe/Berlin",
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(savedAt ?? ""))
      .map((part) => [part.type, part.value]),
  );
  return `Gespeichert am ${parts.day}.${parts.month}.${parts.year}, ${parts.hour}:${parts.minute} — du bist offline`;
}

/**
 * Cuts the network and waits until the page and its service worker both see it cut. Chromium emulates
 * offline for each of them as a target of its own; once, a link followed right after `setOffline` was still
 * answered by the server (the live page, not the saved copy).
 */
async function cutNetwork(context: BrowserContext) {
  await context.setOffline(true);
  const online = () => navigator.onLine;
  for (const page of context.pages()) await expect.poll(() => page.evaluate(online)).toBe(false);
  for (const worker of context.serviceWorkers()) await expect.poll(() => worker.evaluate(online)).toBe(false);
}

test("after one visit her home and contact pages are readable offline with the time they were saved, and nothing of hers stays after logout", async ({
  page,
  context,
  signedIn,
  checkA11y,
}) => {
  // Given an applicant who opened her home page and her contact page once, with JavaScript, in German
  // (the link's language holds for the visit, whatever another journey chose for her account)
  await signedIn("applicant-lena", "/ds/home?lng=de");
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => keptPaths(page)).toEqual(["/ds/home"]);
  // (her contact page reached the way she would: a link of the page, followed by the page's script)
  await page.getByRole("navigation").getByRole("link", { name: "Kontakt", exact: true }).click();
  await expect(page).toHaveURL(/\/ds\/contact\/1$/);
  await expect.poll(() => keptPaths(page)).toEqual(["/ds/contact/1", "/ds/home"]);

  // When the network is cut while her contact page is open, and she follows the link to her home page
  await cutNetwork(context);
  await page.getByRole("navigation").getByRole("link", { name: "Startseite", exact: true }).click();

  // Then her home page renders from the saved copy, with the time it was saved
  await expect(page).toHaveURL(/\/ds\/home$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hallo Lena!");
  await expect(page.getByRole("status").filter({ hasText: "du bist offline" }).locator("p").first()).toHaveText(
    await expectedNote(page),
  );
  // And nothing of it runs or can be sent: no script, every form control switched off
  await expect(page.locator("script")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Abmelden" })).toBeDisabled();
  await checkA11y();

  // And her contact page too
  await page.goto("/ds/contact/1");
  await expect(page.getByRole("status").filter({ hasText: "du bist offline" }).locator("p").first()).toHaveText(
    await expectedNote(page),
  );
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await checkA11y();

  // And a page that is not kept shows the offline page
  await page.goto("/ds/faq");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Du bist offline");
  await expect(page.getByRole("main").getByRole("link", { name: "Startseite" })).toHaveAttribute("href", "/ds/home");
  await checkA11y();

  // Given the network back, on her home page
  await context.setOffline(false);
  await page.goto("/ds/home");
  await expect(page.getByRole("button", { name: "Abmelden" })).toBeEnabled();

  // When she logs out (signed in without the identity provider's session, she continues past its page)
  await page.getByRole("button", { name: "Abmelden" }).click();
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page).toHaveURL(/\/auth\/logged-out/);

  // Then nothing of her remains in the browser's caches
  const left = await cachedPaths(page);
  expect(Object.keys(left).filter((name) => name.startsWith(PERSON_CACHE))).toEqual([]);
  expect(
    Object.values(left)
      .flat()
      .filter((path) => path.startsWith("/ds/")),
  ).toEqual([]);
  await checkA11y();
});
