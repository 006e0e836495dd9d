import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { runJobAt, withTheClock } from "./test-clock";

const DAY_MS = 24 * 3600_000;
const germanDay = (ms: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(ms);
/** The last morning a run of this journey used (the server's digest looks at a subscriber once a day). */
const LAST_MORNING = path.join(tmpdir(), `tandem-e2e-${process.env.E2E_PORT ?? 3100}-digest-morning`);

/**
 * 07:30 German time on a day no run of this journey has used yet (call it inside withTheClock): each run's
 * subscribers are then looked at, whichever project ran first.
 */
function unusedMorning() {
  const last = existsSync(LAST_MORNING) ? Date.parse(`${readFileSync(LAST_MORNING, "utf8")}T12:00:00Z`) : 0;
  const day = germanDay(Math.max(Date.now(), last) + DAY_MS);
  writeFileSync(LAST_MORNING, day);
  return `${day}T07:30:00+01:00`;
}

async function switchDigest(page: Page, on: boolean, saved: string) {
  const daily = page.getByLabel("Tägliche Zusammenfassung per E-Mail erhalten");
  await daily.setChecked(on);
  // the answer to this very post: the note of an earlier save may still be on the page
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Zusammenfassung speichern" }).click();
  await answered;
  await expect(page.getByText(saved)).toBeVisible();
  if (on) await expect(page.getByLabel("Tägliche Zusammenfassung per E-Mail erhalten")).toBeChecked();
  else await expect(page.getByLabel("Tägliche Zusammenfassung per E-Mail erhalten")).not.toBeChecked();
}

test("a company user and an advisor each switch their own daily digest on and off; a morning's run looks at them", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  // one company user and one advisor per project: the two runs never switch the same person's digest
  const companyUser = jsEnabled ? "company-erika" : "company-bernd";
  const advisor = jsEnabled ? "staff-svenja" : "staff-stefan";
  const companySaved = "Ihre Einstellung zur täglichen Zusammenfassung wurde gespeichert.";
  const advisorSaved = "Deine Einstellung zur täglichen Zusammenfassung ist gespeichert.";

  await test.step("given a company user on the notification settings, when the digest is switched on, then it stays on", async () => {
    await signedIn(companyUser, "/b2b/profile/notifications");
    await expect(page.getByRole("heading", { name: "Tägliche Zusammenfassung" })).toBeVisible();
    await checkA11y();
    await switchDigest(page, true, companySaved);
    await checkA11y();
    await page.reload();
    await expect(page.getByLabel("Tägliche Zusammenfassung per E-Mail erhalten")).toBeChecked();
    await page.context().clearCookies();
  });

  await test.step("given an advisor on the console's start page, when the digest is switched on, then it stays on", async () => {
    await signedIn(advisor, "/advisor");
    await switchDigest(page, true, advisorSaved);
    await checkA11y();
  });

  await test.step("when a morning's digest runs, then it looks at both subscribers", async () => {
    await withTheClock(async () => {
      const run = await runJobAt(page, "daily-digest", unusedMorning());
      expect(run.looked).toBeGreaterThanOrEqual(2);
    });
  });

  await test.step("when both switch it off again, then it stays off", async () => {
    await switchDigest(page, false, advisorSaved);
    await page.reload();
    await expect(page.getByLabel("Tägliche Zusammenfassung per E-Mail erhalten")).not.toBeChecked();
    await page.context().clearCookies();
    await signedIn(companyUser, "/b2b/profile/notifications");
    await switchDigest(page, false, companySaved);
  });
});
