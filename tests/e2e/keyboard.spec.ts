/**
 * Keyboard only (BITV 2.0 / WCAG 2.1.1 and 2.4.7): an applicant completes steps 1 and 2 of the
 * application with Tab, Shift+Tab, Enter, Space and the arrow keys, and typing — no click, no fill on an
 * element. Every element the keyboard stops at shows where the focus is (an outline or a focus ring).
 * The one thing a keyboard cannot type into is the operating system's file dialog: the file input is
 * opened with Space, and the file chosen there is given to that dialog.
 */
import type { Page } from "@playwright/test";
import { PDF, PNG } from "./files";
import { expect, test, waitForHydration } from "./fixtures";

interface Stop {
  tag: string;
  type: string;
  id: string;
  name: string;
  value: string;
  text: string;
  checked: boolean;
  /** the id of the document section (`doc-cv`) the element is in, if any */
  section: string;
  focusVisible: boolean;
}

/** The focused element, what it says, and whether its focus can be seen. */
function focusedElement(): Stop | null {
  const el = document.activeElement as HTMLInputElement | null;
  if (!el || el === document.body) return null;
  const style = getComputedStyle(el);
  const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
  const ring = style.boxShadow !== "none" && style.boxShadow !== "";
  const label = el.labels?.[0]?.textContent ?? "";
  return {
    tag: el.tagName.toLowerCase(),
    type: el.getAttribute("type") ?? "",
    id: el.id,
    name: el.getAttribute("name") ?? "",
    value: el.value ?? "",
    text: (el.getAttribute("aria-label") || label || el.textContent || "").trim(),
    checked: Boolean(el.checked),
    section: el.closest('[id^="doc-"]')?.id ?? "",
    focusVisible: outline || ring,
  };
}

const describe = (s: Stop) => `<${s.tag}${s.type ? ` type=${s.type}` : ""}${s.id ? ` #${s.id}` : ""}> "${s.text}"`;

/**
 * Presses `key` (Tab or Shift+Tab) until the focused element is the one wanted; at every stop the focus
 * must be visible. Returns the stop.
 */
async function tabTo(page: Page, wanted: (s: Stop) => boolean, what: string, key = "Tab"): Promise<Stop> {
  if (key === "Tab") await skipToContent(page);
  for (let i = 0; i < 150; i++) {
    await page.keyboard.press(key);
    const stop = await page.evaluate(focusedElement);
    if (!stop) continue;
    expect(stop.focusVisible, `visible focus on ${describe(stop)}`).toBe(true);
    if (wanted(stop)) return stop;
  }
  throw new Error(`${what} not reached with ${key}`);
}

/**
 * On a freshly loaded page (nothing focused) the first Tab reaches the skip link; Enter on it moves the
 * focus to the main content, past the navigation. Elsewhere the focus stays where it is.
 */
async function skipToContent(page: Page) {
  if (await page.evaluate(() => document.activeElement !== document.body)) return;
  await page.keyboard.press("Tab");
  const stop = await page.evaluate(focusedElement);
  if (stop?.text !== "Zum Inhalt springen") return;
  expect(stop.focusVisible, "visible focus on the skip link").toBe(true);
  await page.keyboard.press("Enter");
  await expect(page.locator("#main-content")).toBeFocused();
}

const byText = (text: string | RegExp) => (s: Stop) => (typeof text === "string" ? s.text === text : text.test(s.text));
const byId = (id: string) => (s: Stop) => s.id === id;

/** Presses Enter on the focused button or link and waits for the page it leads to. */
async function enterAndWait(page: Page, url: RegExp, jsEnabled: boolean) {
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(url);
  await page.waitForLoadState("load");
  await waitForHydration(page, jsEnabled);
}

/** Opens a document section's file input with Space, chooses the file, and uploads it with Enter. */
async function uploadByKeyboard(
  page: Page,
  jsEnabled: boolean,
  section: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await tabTo(page, (s) => s.type === "file" && s.section === `doc-${section}`, `${section} file`);
  const chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Space");
  await (await chooser).setFiles(file);
  await tabTo(page, byText("Hochladen"), "Hochladen");
  await page.keyboard.press("Enter");
  await expect(page.locator(`#doc-${section}`).getByRole("link", { name: file.name })).toBeVisible();
  await waitForHydration(page, jsEnabled);
}

test("an applicant completes steps 1 and 2 with the keyboard alone, the focus visible at every stop", async ({
  page,
  signedIn,
  jsEnabled,
}) => {
  // File dialogs are intercepted from the start: enabling it only when a dialog is awaited can lose the
  // race with the key that opens it
  page.on("filechooser", () => undefined);
  // Given an onboarded applicant with her personal data but no documents and step 2 not done
  await signedIn(jsEnabled ? "applicant-kai" : "applicant-kira", "/ds/application/data/1");

  // Step 1: she corrects her phone number by typing and saves
  await tabTo(page, byId("data-phone"), "Telefonnummer");
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("+49 171 5550199");
  await tabTo(page, byText("Daten speichern"), "Daten speichern");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Deine Daten wurden gespeichert.")).toBeVisible();
  await waitForHydration(page, jsEnabled);
  await expect(page.locator("#data-phone")).toHaveValue("+49 171 5550199");

  // She uploads her CV and her photo
  await uploadByKeyboard(page, jsEnabled, "cv", { name: "lebenslauf.pdf", mimeType: "application/pdf", buffer: PDF });
  await uploadByKeyboard(page, jsEnabled, "picture", { name: "foto.png", mimeType: "image/png", buffer: PNG });

  // And completes step 1: the button is near the end of the page, reached backwards from the footer
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await tabTo(page, byText("Schritt abschließen"), "Schritt abschließen", "Shift+Tab");
  await enterAndWait(page, /\/ds\/application\/data\/done$/, jsEnabled);
  await tabTo(page, byText("Weiter zu Schritt 2"), "Weiter zu Schritt 2");
  await enterAndWait(page, /\/ds\/application\/skills\/1$/, jsEnabled);

  // Step 2, part 1: radio groups with Space and the arrow keys
  await tabTo(page, byId("skills1-professionalExperienceExists-0"), "Berufserfahrung");
  await page.keyboard.press("ArrowRight"); // "Nein"
  await tabTo(page, (s) => s.name === "drivingLicenseExists", "Führerschein");
  await page.keyboard.press("Space"); // "Ja"
  await tabTo(page, (s) => s.name === "ownCar", "eigenes Auto");
  await page.keyboard.press("ArrowDown"); // "Nein"
  await expect(page.locator("#skills1-professionalExperienceExists-1")).toBeChecked();
  await expect(page.locator("#skills1-drivingLicenseExists-0")).toBeChecked();
  await expect(page.locator("#skills1-ownCar-1")).toBeChecked();
  await tabTo(page, byText("Speichern und weiter"), "Speichern und weiter");
  await enterAndWait(page, /\/ds\/application\/skills\/2$/, jsEnabled);

  // Step 2, part 2: a language chosen in the selects by typing, then the graduation already given
  await tabTo(page, byId("language-code"), "Sprache");
  await page.keyboard.type("Deutsch");
  await expect(page.locator("#language-code")).toHaveValue("Deutsch");
  await tabTo(page, byId("language-level"), "Niveau");
  await page.keyboard.type("Muttersprache");
  await expect(page.locator("#language-level")).toHaveValue("7");
  await tabTo(page, byText("Sprache hinzufügen"), "Sprache hinzufügen");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Die Sprache wurde hinzugefügt.")).toBeVisible();
  await expect(page.getByTestId("language-list")).toContainText("Deutsch: Muttersprache");
  await waitForHydration(page, jsEnabled);
  await tabTo(page, byText("Speichern und weiter"), "Speichern und weiter");
  await enterAndWait(page, /\/ds\/application\/skills\/done$/, jsEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schritt 2 geschafft");

  // Then the overview shows both steps complete
  await page.goto("/ds/application");
  await expect(page.getByTestId("step-data")).toContainText("Abgeschlossen");
  await expect(page.getByTestId("step-skills")).toContainText("Abgeschlossen");
});
