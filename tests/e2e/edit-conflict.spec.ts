/**
 * Two company users edit the same job opening: the second save does not silently overwrite the first
 * one, it shows both versions side by side and lets the user decide (optimistic concurrency, RFC 9110).
 */
import { checkPageA11y, expect, signIn, test } from "./fixtures";

test("two users save the same job opening: the second sees both versions and keeps hers", async ({
  page,
  browser,
  login,
  checkA11y,
  jsEnabled,
}) => {
  test.setTimeout(240_000);
  // one pair of users per project, each may edit job openings of Muster Maschinenbau
  const [first, second] = jsEnabled ? ["company-gustav", "company-julia"] : ["company-greta", "company-jakob"];

  // Given a draft job opening created by the first user
  await login(first, "/b2b/job-openings/manage/study");
  await expect(page.getByText("Schritt 1 von 4")).toBeVisible();
  await checkA11y();
  await page.getByLabel("Studienort").selectOption({ label: "Berlin" });
  await page.getByLabel("Studiengang").selectOption("Informatik (B.Sc.)");
  await page.getByLabel("Studienbeginn").fill("2027-10-01");
  await page.getByLabel("Anzahl gesuchter Studierender").fill("1");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page).toHaveURL(/\/b2b\/job-openings\/[0-9a-f-]{36}\/manage\/job$/);
  const id = /job-openings\/([0-9a-f-]{36})\//.exec(page.url())![1];
  const studyStep = `/b2b/job-openings/${id}/manage/study`;

  // And both users have its first step open
  await page.goto(studyStep);
  await expect(page.getByLabel("Anzahl gesuchter Studierender")).toHaveValue("1");
  await checkA11y();
  const context = await browser.newContext({ javaScriptEnabled: jsEnabled, locale: "de-DE" });
  const other = await context.newPage();
  await signIn(other, browser, jsEnabled, second, studyStep);
  await expect(other.getByLabel("Anzahl gesuchter Studierender")).toHaveValue("1");
  await checkPageA11y(other, browser, jsEnabled);

  // When the first user saves two students
  await page.getByLabel("Anzahl gesuchter Studierender").fill("2");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page).toHaveURL(/\/manage\/job$/);
  await checkA11y();

  // And the second user, who still sees the old version, saves three students and a later start
  await other.getByLabel("Anzahl gesuchter Studierender").fill("3");
  await other.getByLabel("Studienbeginn").fill("2027-11-01");
  await other.getByRole("button", { name: "Weiter" }).click();

  // Then she gets the conflict page: the saved values beside what she typed, nothing lost
  await expect(other.getByRole("heading", { name: "Jemand anderes hat inzwischen gespeichert" })).toBeVisible();
  await expect(other).toHaveURL(/\/manage\/study$/);
  await expect(
    other.getByRole("link", { name: "Anzahl gesuchter Studierender wurde unterschiedlich ausgefüllt" }),
  ).toBeVisible();
  await expect(other.getByRole("link", { name: "Studienbeginn wurde unterschiedlich ausgefüllt" })).toBeVisible();
  const row = (label: string) => other.getByRole("row", { name: new RegExp(`^${label}`) });
  await expect(row("Anzahl gesuchter Studierender").getByRole("cell")).toHaveText(["2", "3"]);
  await expect(row("Studienbeginn").getByRole("cell")).toHaveText(["01.10.2027", "01.11.2027"]);
  await expect(row("Studienort").getByRole("cell")).toHaveText(["Berlin", "Berlin"]);
  await checkPageA11y(other, browser, jsEnabled);

  // When she keeps her input
  await other.getByRole("button", { name: "Meine Eingaben speichern" }).click();

  // Then her values are saved over the new version, and the first user sees them too
  await expect(other).toHaveURL(/\/manage\/job$/);
  await checkPageA11y(other, browser, jsEnabled);
  await page.goto(studyStep);
  await expect(page.getByLabel("Anzahl gesuchter Studierender")).toHaveValue("3");
  await expect(page.getByLabel("Studienbeginn")).toHaveValue("2027-11-01");
  await checkA11y();
  await context.close();
});
