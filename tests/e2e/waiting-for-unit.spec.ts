import { UNIT_RECHECK_SECONDS, UNIT_RECHECK_TRIES } from "../../app/routes/ds.waiting/route";
import { expect, test } from "./fixtures";

test("an applicant without a unit waits, the page re-checks, and after five tries sees error 10002", async ({
  page,
  login,
  checkA11y,
  jsEnabled,
}) => {
  test.setTimeout(120_000); // without JavaScript the page re-checks by itself in real time: five tries of ten seconds
  // With JavaScript the page's clock is Playwright's: the journey jumps ahead instead of waiting 50 s
  if (jsEnabled) await page.clock.install();
  // Given Tim, who finished the onboarding but has no unit yet
  await login("applicant-tim", "/ds/home");

  // Then he sees the waiting page (the first try)
  await expect(page).toHaveURL(/\/ds\/waiting$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Deine Bewerbung wird vorbereitet");
  await checkA11y();

  if (jsEnabled) {
    // With JavaScript the page re-checks by itself every 10 seconds: five times, nobody clicking
    await expect(page.getByText("Diese Seite prüft alle 10 Sekunden automatisch")).toBeVisible();
    const rechecks: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/ds/waiting.data") rechecks.push(request.url());
    });
    await expect(async () => {
      await page.clock.fastForward(UNIT_RECHECK_SECONDS * 1000);
      expect(new URL(page.url()).pathname).toBe("/auth/error");
    }).toPass({ intervals: [500], timeout: 30_000 });
    expect(rechecks).toHaveLength(UNIT_RECHECK_TRIES);
  } else {
    // Without JavaScript he re-checks with the link, four more times
    for (let attempt = 2; attempt <= 5; attempt++) {
      await page.getByRole("link", { name: "Jetzt erneut prüfen" }).click();
      await expect(page).toHaveURL(/\/ds\/waiting$/);
    }
    await page.getByRole("link", { name: "Jetzt erneut prüfen" }).click();
  }

  // When five re-checks found no unit, the error screen names the reason and its code
  await expect(page).toHaveURL(/\/auth\/error$/, { timeout: 75_000 });
  await expect(page.getByText("Für dieses Konto wurde keine Studieneinheit gefunden.", { exact: false })).toBeVisible();
  await expect(page.getByText("10002")).toBeVisible();
  await checkA11y();
});
