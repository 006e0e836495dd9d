/**
 * Matching that says what it does (docs/decisions/064-match-actions-from-the-table.md): the applicant's
 * buttons on a match are the match's `allowedActions`, decided by the transition table. Mia (seeded in
 * every match status, api/db/seed-matching.ts) finds the offer that waits for her answer first on her home
 * page, with its answer day; "Angebot annehmen" is offered on that offer only; after an agreed interview
 * date she may say yes first ("Zusage geben"); an acceptance forged where the table has none is refused.
 * Nothing here changes Mia's matches, so both projects read the same state.
 */
import { expect, expectJavaScript, test } from "./fixtures";

const OFFER = "Duales Studium BWL – Vertrieb"; // awaiting_applicant_confirmation
const AGREED_INTERVIEW = "Duales Studium Informatik – Qualitätssicherung"; // one date, then a trial day
const NO_INTERVIEW_YET = "Duales Studium Wirtschaftsinformatik – Datenanalyse"; // both interested, no dates

test("an applicant finds her offer first and is offered only what the match allows", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  test.setTimeout(120_000);
  await test.step("given Mia with an offer waiting for her answer, on her home page", async () => {
    await signedIn("applicant-mia", "/ds/home");
    await expectJavaScript(page, jsEnabled);
  });

  await test.step("then the offer with its answer day is the first task, above the next step", async () => {
    const offers = page.getByTestId("pending-offers");
    await expect(offers.getByRole("heading", { name: "Angebote, die auf deine Antwort warten" })).toBeVisible();
    await expect(offers).toContainText(OFFER);
    await expect(offers).toContainText(/Bitte antworte bis \w+, \d{2}\.\d{2}\.\d{4}\./);
    // first in the page: before the card of the next step
    const sections = await page
      .locator("main section[aria-labelledby]")
      .evaluateAll((all) => all.map((s) => s.getAttribute("aria-labelledby")));
    expect(sections.indexOf("home-offers")).toBeLessThan(sections.indexOf("home-next"));
    await checkA11y();
  });

  await test.step("when she opens the offer, she can accept it as an offer", async () => {
    await page.getByRole("link", { name: "Angebot ansehen und antworten" }).click();
    await expect(page.getByRole("heading", { level: 1, name: OFFER })).toBeVisible();
    await expect(page.getByRole("button", { name: "Angebot annehmen" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Zusage geben" })).toHaveCount(0);
  });

  await test.step("when she opens a match whose interview date is agreed, she may say yes first", async () => {
    await page.goto("/ds/selfmatching?tab=applications");
    await page.getByRole("link", { name: AGREED_INTERVIEW }).click();
    await expect(page.getByRole("heading", { level: 1, name: AGREED_INTERVIEW })).toBeVisible();
    await expect(page.getByRole("button", { name: "Zusage geben" })).toBeVisible();
    await expect(page.getByText("Das Unternehmen hat dir noch kein Angebot gemacht.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Angebot annehmen" })).toHaveCount(0);
    await checkA11y();
  });

  await test.step("when she opens a match without an interview, nothing accepts, and a forged accept is refused", async () => {
    await page.goto("/ds/selfmatching?tab=applications");
    await page.getByRole("link", { name: NO_INTERVIEW_YET }).click();
    await expect(page.getByRole("heading", { level: 1, name: NO_INTERVIEW_YET })).toBeVisible();
    await expect(page.getByRole("button", { name: /Angebot annehmen|Zusage geben/ })).toHaveCount(0);
    const here = new URL(page.url()).pathname;
    const forged = await page.request.post(here, { form: { intent: "giveCommitment" }, maxRedirects: 0 });
    expect([302, 303]).toContain(forged.status());
    await page.goto(here);
    await expect(page.getByText("Diese Aktion ist im aktuellen Stand nicht mehr möglich.")).toBeVisible();
    await expect(page.getByTestId("match-status")).not.toContainText("zugesagt");
  });
});
