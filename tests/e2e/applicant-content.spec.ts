import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Clicks a download link and answers the file's name and first bytes. */
async function download(page: Page, link: Locator) {
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const bytes = await readFile(await file.path());
  return { name: file.suggestedFilename(), head: bytes.subarray(0, 8).toString("latin1") };
}

/** Read-only journeys: Lena (advisor with WhatsApp) without JavaScript, Max (advisor without) with. */
const applicants = {
  nojs: { sub: "applicant-lena", name: "Lena", advisor: "Sabine Seidel", whatsapp: "https://wa.me/4915123456789" },
  js: { sub: "applicant-max", name: "Max", advisor: "Stefan Sommer", whatsapp: null },
};

test("home with next steps, contact pages, tips, FAQ, training and the bring-a-friend link", async ({
  page,
  signedIn,
  checkA11y,
  jsEnabled,
}) => {
  const applicant = jsEnabled ? applicants.js : applicants.nojs;
  // Given an applicant with an advisor on her home page
  await signedIn(applicant.sub, "/ds/home");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hallo ${applicant.name}!`);

  // Then she sees her next steps, the three-step guide, the guide downloads, the info box and her advisor
  await expect(page.getByRole("heading", { name: "Deine nächsten Schritte" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Weitermachen" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "In drei Schritten zum Studienplatz" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Praxispartner finden" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Gut zu wissen" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Dein Studium" })).toBeVisible();
  await expect(page.getByText(applicant.advisor)).toBeVisible();
  await checkA11y();
  // and the profile template is a real PDF
  const template = await download(page, page.getByRole("link", { name: "PDF herunterladen (Profilvorlage)" }));
  expect(template.name).toBe("profilvorlage.pdf");
  expect(template.head.startsWith("%PDF-")).toBe(true);

  // When she opens the contact page from the navigation, she reaches her advisor (sub-step 1)
  const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
  await nav.getByRole("link", { name: "Kontakt" }).click();
  await expect(page).toHaveURL(/\/ds\/contact\/1$/);
  await expect(page.getByRole("heading", { name: "Deine persönliche Studienberatung" })).toBeVisible();
  await expect(page.getByText(applicant.advisor)).toBeVisible();
  const whatsapp = page.getByRole("link", { name: "Per WhatsApp schreiben" });
  if (applicant.whatsapp) await expect(whatsapp).toHaveAttribute("href", applicant.whatsapp);
  else await expect(whatsapp).toHaveCount(0);
  await checkA11y();
  // the team and the support are the other two sub-steps
  const tabs = page.getByRole("navigation", { name: "Ansprechpersonen" });
  await tabs.getByRole("link", { name: "Team" }).click();
  await expect(page).toHaveURL(/\/ds\/contact\/2$/);
  await expect(page.getByRole("heading", { name: "Unser Bewerbungsteam" })).toBeVisible();
  await checkA11y();
  await tabs.getByRole("link", { name: "Technischer Support" }).click();
  await expect(page).toHaveURL(/\/ds\/contact\/3$/);
  await expect(page.getByRole("heading", { name: "Technischer Support", level: 2 })).toBeVisible();
  await expect(tabs.getByRole("link", { name: "Technischer Support" })).toHaveAttribute("aria-current", "page");
  await checkA11y();
  // and /ds/contact leads to the advisor
  await page.goto("/ds/contact");
  await expect(page).toHaveURL(/\/ds\/contact\/1$/);

  // When she opens the FAQ, there are four categories, and an answer opens by click
  if (jsEnabled) {
    // on a slow connection the FAQ's translations arrive late: the page must never show its raw keys
    await page.route("**/locales/*/faq.json", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
  }
  await nav.getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL(/\/ds\/faq$/);
  // the first render of the FAQ (its nav link turns current) is already translated: read once, no retry
  await expect(nav.getByRole("link", { name: "FAQ" })).toHaveAttribute("aria-current", "page");
  expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Häufige Fragen");
  // the FAQ's categories (the consent banner below the page has a heading of its own)
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(4);
  const answer = page.getByText("Frühestens 3 Monate vor Studienbeginn.", { exact: false });
  // the answer is in the HTML before anything opens it (readable without JavaScript)
  expect(await page.content()).toContain("Frühestens 3 Monate vor Studienbeginn.");
  await expect(answer).toBeHidden();
  await checkA11y();
  await page.getByText("Wann darf ich meine Unterlagen einreichen?").click();
  await expect(answer).toBeVisible();
  await checkA11y();

  // The tips page lists the templates (the old study-match address leads there)
  await page.goto("/ds/study-match");
  await expect(page).toHaveURL(/\/ds\/tips$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tipps und Vorlagen");
  await expect(page.getByRole("link", { name: /^PDF herunterladen/ })).toHaveCount(3);
  const tips = await download(page, page.getByRole("link", { name: "PDF herunterladen (Bewerbungstipps)" }));
  expect(tips.name).toBe("bewerbungstipps.pdf");
  expect(tips.head.startsWith("%PDF-")).toBe(true);
  await checkA11y();

  // The application training explains itself and signs up by e-mail to the advisor
  await page.getByRole("link", { name: "Melde dich zum Bewerbungstraining an" }).click();
  await expect(page).toHaveURL(/\/ds\/iutraining$/);
  await expect(page.getByRole("link", { name: "Per E-Mail zum Bewerbungstraining anmelden" })).toHaveAttribute(
    "href",
    /^mailto:.+@hochschule\.example\?subject=Anmeldung%20Bewerbungstraining/,
  );
  await checkA11y();

  // The bring-a-friend page shows her own link in a read-only field
  await page.goto("/ds/bringafriend");
  const link = page.getByRole("textbox", { name: "Dein persönlicher Empfehlungslink" });
  await expect(link).toHaveValue(/^http:\/\/[^/]+\/ref\/[A-Za-z0-9_-]+$/);
  await expect(link).toHaveAttribute("readonly", "");
  await checkA11y();
  const copy = page.getByRole("button", { name: "Link kopieren" });
  if (jsEnabled) {
    // with JavaScript a button copies it and says so
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await copy.click();
    await expect(page.getByRole("status").filter({ hasText: "Link kopiert" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
    await checkA11y();
  } else {
    // without, the field's text is selectable (there is no button that could not work)
    await expect(copy).toHaveCount(0);
    await link.focus();
    await link.selectText();
  }
});

test("without an advisor, the contact page shows the fallback contact with WhatsApp", async ({
  page,
  signedIn,
  checkA11y,
}) => {
  // Given an applicant without advisor (read-only in both projects)
  await signedIn("applicant-paul", "/ds/contact/1");
  await expect(page.getByRole("heading", { name: "Noch keine persönliche Studienberatung" })).toBeVisible();
  await expect(page.getByRole("link", { name: "0800 1234567" })).toHaveAttribute("href", "tel:08001234567");
  await expect(page.getByRole("link", { name: "Per WhatsApp schreiben" })).toHaveAttribute(
    "href",
    "https://wa.me/49301234567",
  );
  await checkA11y();
  // and the home page's advisor card is the advisory team
  await page.goto("/ds/home");
  await expect(page.getByRole("heading", { name: "Unser Beratungsteam" })).toBeVisible();
  await checkA11y();
});

test("the company home shows what needs the user's attention", async ({ page, signedIn, checkA11y }) => {
  // Given the owner of Muster Maschinenbau (unpaid invoices are seeded; read-only)
  await signedIn("company-olaf", "/b2b/home");
  const attention = page.getByTestId("company-attention");
  await expect(attention.getByRole("heading", { name: "Was Ihre Aufmerksamkeit braucht" })).toBeVisible();
  await expect(attention.getByTestId("attention-unpaidInvoices")).toContainText(/\d+ offene Rechnung/);
  await checkA11y();
  await attention.getByRole("link", { name: "Zu den Rechnungen" }).click();
  await expect(page).toHaveURL(/\/b2b\/invoices$/);
});
