import { expect, test } from "./fixtures";

/** Today as the portal writes it (German time). */
const today = () =>
  new Intl.DateTimeFormat("de-DE", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "Europe/Berlin",
  }).format(new Date());

test("job-opening drafts: left after step 1 it is a draft apart, sent again it stays one, it can be continued and discarded", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  test.setTimeout(240_000); // two flows, the list five times and eight pages scanned by axe: the default 60 s is too short for it on a shared 2-core machine
  const title = `Duales Studium Maschinenbau Entwurf ${jsEnabled ? "JS" : "ohne JS"} ${Date.now()}`;
  const drafts = page.getByRole("table", { name: "Entwürfe" });
  const openings = page.getByRole("table", { name: "Stellenangebote", exact: true });
  // the company's drafts of journeys running beside this one are listed too: a draft is found by its id
  const draftRow = (id: string) => drafts.getByRole("row").filter({ has: page.locator(`a[href*="${id}"]`) });
  const openingId = () => new URL(page.url()).pathname.split("/")[3];
  const fillStudyStep = async (count: string) => {
    await page.getByLabel("Studienort").selectOption({ label: "Berlin" });
    await page.getByLabel("Studiengang").selectOption("Maschinenbau (B.Eng.)");
    await page.getByLabel("Studienbeginn").fill("2027-10-01");
    await page.getByLabel("Anzahl gesuchter Studierender").fill(count);
  };
  const startNewOpening = async () => {
    await page.getByRole("link", { name: "Neues Stellenangebot" }).click();
    await expect(page).toHaveURL(/\/b2b\/job-openings\/manage\/study\?attempt=[0-9a-f]{32}$/);
    await expect(page.getByText("Schritt 1 von 4")).toBeVisible();
  };
  let first = "";
  let second = "";

  await test.step("given a company user who starts a job opening and saves its first step", async () => {
    await signedIn(jsEnabled ? "company-gustav" : "company-greta", "/b2b/job-openings");
    await startNewOpening();
    await checkA11y();
    await fillStudyStep("2");
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page).toHaveURL(/\/b2b\/job-openings\/[0-9a-f-]{36}\/manage\/job$/);
    first = openingId();
  });

  await test.step("when she goes back with the browser and sends the first step again, then it is the same draft", async () => {
    await page.goBack();
    await expect(page).toHaveURL(/\/manage\/study/);
    await expect(page.getByLabel("Anzahl gesuchter Studierender")).toHaveValue("2");
    await page.getByLabel("Anzahl gesuchter Studierender").fill("3");
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page).toHaveURL(new RegExp(`/b2b/job-openings/${first}/manage/job$`));
  });

  await test.step("when she leaves it and opens the job openings, then it is under the drafts, not among the openings", async () => {
    await page.goto("/b2b/job-openings");
    await expect(page.getByRole("heading", { level: 2, name: "Entwürfe" })).toBeVisible();
    await expect(draftRow(first)).toHaveCount(1);
    await expect(draftRow(first)).toContainText(`Entwurf vom ${today()}`);
    await expect(draftRow(first)).toContainText("Stelle");
    await expect(draftRow(first)).toContainText("Weiter bearbeiten");
    await expect(openings.locator(`a[href*="${first}"]`)).toHaveCount(0);
    await expect(page.getByText("(noch ohne Bezeichnung)")).toHaveCount(0);
    await checkA11y();
  });

  await test.step("when she continues it, then she is at the step where it stopped and goes on", async () => {
    await draftRow(first)
      .getByRole("link", { name: /^Weiter bearbeiten/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/b2b/job-openings/${first}/manage/job$`));
    await expect(page.getByText("Schritt 2 von 4")).toBeVisible();
    await page.getByLabel("Stellenbezeichnung").fill(title);
    await page.getByLabel("Aufgaben").fill("Werkzeugmaschinen konstruieren");
    await page.getByLabel("Das bieten Sie").fill("Ein Team, das begleitet");
    await page.getByLabel("Vor Ort").check();
    await page.getByLabel("Ausbildungsort").fill("Berlin");
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page).toHaveURL(new RegExp(`/b2b/job-openings/${first}/manage/requirements$`));
    await page.goto("/b2b/job-openings");
    await expect(draftRow(first)).toContainText(title);
    await expect(draftRow(first)).toContainText("Anforderungen");
  });

  await test.step("when she starts another and discards it, then the page asks first and the draft is gone", async () => {
    await startNewOpening();
    await fillStudyStep("1");
    await page.getByRole("button", { name: "Weiter" }).click();
    await expect(page).toHaveURL(/\/b2b\/job-openings\/[0-9a-f-]{36}\/manage\/job$/);
    second = openingId();
    expect(second).not.toBe(first);
    await page.goto("/b2b/job-openings");
    await draftRow(second)
      .getByRole("link", { name: /^Verwerfen/ })
      .click();
    await expect(page.getByRole("heading", { name: "Entwurf verwerfen?" })).toBeVisible();
    await expect(page.getByText(`„Entwurf vom ${today()}“ wird endgültig gelöscht.`)).toBeVisible();
    await expect(draftRow(second)).toHaveCount(1);
    await checkA11y();
    await page.getByRole("button", { name: "Ja, verwerfen" }).click();
    await expect(page.getByText("Der Entwurf ist verworfen.")).toBeVisible();
    await expect(draftRow(second)).toHaveCount(0);
    await expect(draftRow(first)).toContainText(title);
    await checkA11y();
  });

  await test.step("then the openings list shows no untitled rows and no drafts", async () => {
    await expect(page.getByText("(noch ohne Bezeichnung)")).toHaveCount(0);
    await expect(openings.locator(`a[href*="${first}"]`)).toHaveCount(0);
    await expect(page.getByLabel("Nach Status filtern").locator("option", { hasText: "Entwurf" })).toHaveCount(0);
  });
});
