import { expect, test, waitForHydration } from "./fixtures";

test("a hint dismissed stays dismissed, the chosen application is remembered, step 2 asks whether the applicant has studied; with JavaScript the reconnect toast and back-to-top", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  // Given an onboarded applicant who has seen no hint yet and has two applications (one per project)
  const sub = jsEnabled ? "applicant-hugo" : "applicant-hanna";
  await signedIn(sub, "/ds/home");
  await waitForHydration(page, jsEnabled);

  // Then the home page shows the document-folder hint: a modal dialog with JavaScript, a notice without
  const hint = page.locator('[data-hint="hideDmsInfoModalHome"]');
  await expect(hint.getByRole("heading", { name: "Neu: dein Dokumentenordner" })).toBeVisible();
  expect(await hint.evaluate((el) => el.matches(":modal"))).toBe(jsEnabled);
  await checkA11y();

  // When she dismisses it, it is gone, also after a reload (the flag is stored with her account)
  // (with JavaScript the flag is stored in the background: the reload below waits for that answer)
  const stored = jsEnabled
    ? page.waitForResponse((r) => r.url().includes("/ds/hints") && r.request().method() === "POST")
    : null;
  await hint.getByRole("button", { name: "Nicht mehr anzeigen" }).click();
  await expect(hint).toHaveCount(0);
  if (stored) expect((await stored).ok()).toBe(true);
  if (!jsEnabled) {
    await expect(page.getByRole("status").filter({ hasText: "Der Hinweis wird nicht mehr angezeigt." })).toBeVisible();
  }
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await waitForHydration(page, jsEnabled);
  await expect(hint).toHaveCount(0);
  // (the other hints are kept by their own flags)
  await expect(page.locator('[data-hint="hideCourseOfStudyInfo"]')).toBeVisible();

  // When she chooses her second application, the page shows it, also on a later visit
  const facts = page.locator("dl").filter({ hasText: "Campus" });
  await expect(facts).toContainText("Berlin");
  await page
    .getByLabel("Studiengang", { exact: true })
    .selectOption("Wirtschaftsinformatik (B.Sc.), Hamburg, Start 01.10.2026");
  await page.getByRole("button", { name: "Auswahl übernehmen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Deine Auswahl ist gespeichert." })).toBeVisible();
  await expect(facts).toContainText("Hamburg");
  await expect(facts).toContainText("Wirtschaftsinformatik (B.Sc.)");
  await checkA11y();
  await page.goto("/ds/documents");
  await page.goto("/ds/home");
  await expect(facts).toContainText("Hamburg");

  if (jsEnabled) {
    await waitForHydration(page, jsEnabled);
    // The connection lost and back: a toast says so (docs/product.md#app-shell)
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await expect(
      page.getByRole("status").filter({ hasText: "Verbindung erfolgreich wiederhergestellt" }),
    ).toBeVisible();
    // Scrolling up shows the back-to-top button, which takes the reader to the top
    const backToTop = page.getByRole("button", { name: "Nach oben" });
    await page.mouse.wheel(0, 4000);
    // the wheel scrolls smoothly: a scroll up sent while it still moves down would be swallowed by it
    await page.waitForFunction(
      () =>
        new Promise((settled) => {
          const y = window.scrollY;
          setTimeout(() => settled(y > 600 && window.scrollY === y), 200);
        }),
    );
    await expect(backToTop).toHaveCount(0);
    await page.mouse.wheel(0, -150);
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await page.waitForFunction(() => window.scrollY === 0);
  }

  // Step 2 asks whether she has studied before, with a tooltip whose HTML the server made safe
  await page.goto("/ds/application/skills/2");
  await waitForHydration(page, jsEnabled);
  const question = page.getByRole("group", { name: "Hast du schon einmal studiert?" });
  await expect(question.getByLabel("Nein")).not.toBeChecked();
  await page.getByText("Warum fragen wir das?").click();
  await expect(page.getByTestId("studiedalready-tooltip").locator("b")).toHaveText("angerechnet");
  await question.getByLabel("Ja").check();
  await checkA11y();
  await page.getByRole("button", { name: "Speichern und weiter" }).click();
  // (her languages are still missing: the step is not complete, but what she answered is stored)
  await expect(page.getByText("Bitte trage mindestens eine Sprache ein").first()).toBeVisible();
  await page.goto("/ds/application/skills/2");
  await expect(page.getByRole("group", { name: "Hast du schon einmal studiert?" }).getByLabel("Ja")).toBeChecked();
});
