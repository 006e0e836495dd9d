/**
 * The phone-sized shell (390 × 844, a common phone): the navigation and the language switch sit behind a
 * menu button (a <details>), so the first heading of every applicant page starts within the first 100 px,
 * with and without JavaScript; the menu opens and closes by keyboard; a wide screen keeps the bar.
 * With JavaScript the layout must not move when the scripts arrive (the stylesheet alone lays it out).
 *
 * The pages: every page route under app/routes/ds.* that the demo applicant Mia (in matching) can open.
 * Left out: layout and resource routes without a page of their own (ds, ds.documents.upload,
 * .consultation.preparation-sheet, .contract.template, ds.campaigns.$id, ds.tips_.$slug.pdf, the .ics
 * download). Pages Mia's progress sends elsewhere (consultation/6, contract/done, info-session/1 and
 * /done, partner-search/done, ds.waiting, ds.profile, ds.contact) are covered by the page
 * they redirect to. The two pages with a record in their address take Mia's demo records from the page
 * that links to them (a job opening of the self-matching list, a document of the portfolio).
 */
import type { Page } from "@playwright/test";
import { expect, signInDirectly, test } from "./fixtures";

const APPLICANT_PAGES = [
  "/ds/home",
  "/ds/onboarding",
  "/ds/application",
  "/ds/application/data/1",
  "/ds/application/data/done",
  "/ds/application/skills/1",
  "/ds/application/skills/2",
  "/ds/application/skills/done",
  "/ds/application/info-session/2",
  "/ds/application/consultation/1",
  "/ds/application/consultation/2",
  "/ds/application/consultation/3",
  "/ds/application/consultation/4",
  "/ds/application/consultation/5",
  "/ds/application/consultation/7",
  "/ds/application/consultation/done",
  "/ds/application/partner-search/1",
  "/ds/application/partner-search/2",
  "/ds/application/partner-search/3",
  "/ds/application/partner-search/4",
  "/ds/application/contract/1",
  "/ds/application/contract/2",
  "/ds/application/contract/3",
  "/ds/application/contract/4",
  "/ds/selfmatching",
  "/ds/documents",
  "/ds/cvgenerator/input/profil",
  "/ds/cvgenerator/send",
  "/ds/profile/1",
  "/ds/profile/2",
  "/ds/profile/3",
  "/ds/profile/data",
  "/ds/profile/delete",
  "/ds/contact/1",
  "/ds/contact/2",
  "/ds/contact/3",
  "/ds/notifications",
  "/ds/faq",
  "/ds/tips",
  "/ds/feedback",
  "/ds/bringafriend",
  "/ds/iutraining",
  // without its token the page says the link is invalid (status 400), with its heading
  "/ds/confirm-email",
];

/** The address of the first link on the current page whose path matches. */
async function firstLink(page: Page, path: RegExp): Promise<string> {
  const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  const href = hrefs.find((h) => path.test(new URL(h, "http://x").pathname));
  if (!href) throw new Error(`no link ${path} on ${page.url()}`);
  return href;
}

/**
 * What moved in the shell while the page loaded (and, with JavaScript, hydrated): the layout shifts
 * Chromium reports whose moved box is the bar, lies in it, or holds or is the first heading. A form
 * below the heading that a script changes is that form's own matter, not the shell's.
 */
const shellShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const moved: string[] = [];
        const h1 = document.querySelector("h1");
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          })[]) {
            for (const { node, previousRect, currentRect } of entry.sources) {
              if (!(node instanceof Element)) continue;
              const shell =
                node.closest("header") !== null || (h1 !== null && (node.contains(h1) || h1.contains(node)));
              // a move of less than a pixel is rounding, not a shift anyone sees (Chromium reports those too)
              const dx = Math.abs(currentRect.x - previousRect.x);
              const dy = Math.abs(currentRect.y - previousRect.y);
              if (shell && (dx >= 1 || dy >= 1)) {
                // with sizes and time: a failure tells what grew and when (load, hydration, later)
                const box = (r: DOMRectReadOnly) => `(${r.x}, ${r.y}) ${r.width}×${r.height}`;
                moved.push(
                  `${node.tagName} ${box(previousRect)} → ${box(currentRect)} at ${Math.round(entry.startTime)} ms`,
                );
              }
            }
          }
        }).observe({ type: "layout-shift", buffered: true });
        // buffered entries arrive in a task of their own: give it one
        setTimeout(() => resolve(moved), 50);
      }),
  );

test.use({ viewport: { width: 390, height: 844 } });

test("on a phone every applicant page starts its content within the first 100 px, and the menu works by keyboard", async ({
  page,
  checkA11y,
  jsEnabled,
}) => {
  test.setTimeout(180_000); // about forty pages, each scanned by axe
  // Given the demo applicant Mia, signed in, on a 390 × 844 screen
  await signInDirectly(page, "applicant-mia", "/ds/home");
  const menu = page.locator("header details");
  const summary = menu.locator("summary");
  const homeLink = page.getByRole("link", { name: "Startseite" });

  // Then the bar shows the menu button, the links and the language switch are behind it
  await expect(summary).toBeVisible();
  await expect(summary).toHaveText("Menü");
  await expect(homeLink).toBeHidden();
  await expect(page.getByLabel("Sprache")).toBeHidden();

  // When the keyboard reaches the button (skip link, portal name, menu) and Enter opens it
  await page.keyboard.press("Tab");
  for (let i = 0; i < 4 && !(await summary.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(summary).toBeFocused();
  await page.keyboard.press("Enter");
  // Then the links and the language switch show, and Tab reaches them
  await expect(menu).toHaveAttribute("open", "");
  await expect(homeLink).toBeVisible();
  await expect(page.getByLabel("Sprache")).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(homeLink).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Bewerbung", exact: true })).toBeFocused();
  await checkA11y();
  // And back on the button, Space closes it
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(summary).toBeFocused();
  await page.keyboard.press("Space");
  await expect(menu).not.toHaveAttribute("open", "");
  await expect(homeLink).toBeHidden();
  // And Space opens it, Enter closes it again
  await page.keyboard.press("Space");
  await expect(homeLink).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(homeLink).toBeHidden();
  if (jsEnabled) {
    // With JavaScript Escape closes the open menu too, and the focus goes back to its button
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(homeLink).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(homeLink).toBeHidden();
    await expect(summary).toBeFocused();
  }

  // When every applicant page is opened, Then its first heading starts within the first 100 px
  await page.goto("/ds/selfmatching");
  const opening = await firstLink(page, /^\/ds\/selfmatching\/[^/]+$/);
  await page.goto("/ds/documents");
  const deletion = await firstLink(page, /^\/ds\/documents\/[^/]+\/delete$/);
  const tops: string[] = [];
  for (const path of [...APPLICANT_PAGES, opening, deletion]) {
    await page.goto(path);
    expect(new URL(page.url()).pathname, "the page itself, not a redirect").toBe(path.replace(/\?.*$/, ""));
    const box = await page.locator("h1").first().boundingBox();
    expect(box, `a visible h1 on ${path}`).not.toBeNull();
    if (box!.y >= 100) tops.push(`${path}: ${box!.y}`);
    // And with JavaScript nothing moved while the page loaded and hydrated
    if (jsEnabled) expect(await shellShifts(page), `layout shifts of the shell on ${path}`).toEqual([]);
    await checkA11y();
  }
  expect(tops, "pages whose first heading starts at 100 px or lower").toEqual([]);

  // And on a wide screen the bar is back: no menu button, the links and the language switch in view
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(summary).toBeHidden();
  await expect(homeLink).toBeVisible();
  await expect(page.getByLabel("Sprache")).toBeVisible();
});
