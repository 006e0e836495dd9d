/**
 * What a screen reader says on the journeys an auditor listens to, in both projects: a virtual screen
 * reader (@guidepup/virtual-screen-reader, tests/a11y/screen-reader.ts) walks each page's accessibility
 * tree and the tests assert its spoken phrases, not the DOM. Each journey's spoken log is attached to the
 * test's report ("spoken log"): what an auditor reads instead of listening.
 * - step 1 with errors: the error summary is announced first, each of its links leads to its field, and
 *   the field announces its label, hint, error and required state;
 * - the job-opening steps: where the user is (step n of 4, the current step) on every step;
 * - the notifications with paging: the list with its size, the page and the pager;
 * - the feedback dialog (with JavaScript; without it, the feedback page);
 * - the language switch: the next page speaks the new language.
 * The applicants Sina (no JS) and Sami (JS) are this spec's own; the company user only reads.
 */
import { type Listener, listen, SpokenLog } from "../a11y/screen-reader";
import { wcag } from "../a11y/wcag";
import { expect, test } from "./fixtures";

/** The phrase a list of phrases must contain, matched whole or by a pattern. */
const said = (phrases: string[], wanted: string | RegExp) =>
  expect(
    phrases.some((p) => (typeof wanted === "string" ? p === wanted : wanted.test(p))),
    `"${wanted}" in:\n${phrases.join("\n")}`,
  ).toBe(true);

/** The phrases appear in this order (others may come between them). */
function saidInOrder(phrases: string[], wanted: (string | RegExp)[]) {
  let at = 0;
  for (const w of wanted) {
    const found = phrases.findIndex((p, i) => i >= at && (typeof w === "string" ? p === w : w.test(p)));
    expect(found, `"${w}" after phrase ${at} in:\n${phrases.join("\n")}`).toBeGreaterThanOrEqual(0);
    at = found + 1;
  }
}

async function hear(listener: Listener, log: SpokenLog, heading: string, count?: number) {
  await listener.read(count);
  const phrases = await listener.spoken();
  log.add(heading, phrases);
  return phrases;
}

test(
  "step 1 with errors: the summary is announced first, its links lead to the fields, which announce label, hint, error and required",
  wcag("3.3.1", "3.3.2", "1.3.1", "4.1.2", "2.4.3", "4.1.3"),
  async ({ page, signedIn, browser, jsEnabled }, testInfo) => {
    const log = new SpokenLog();
    await signedIn(jsEnabled ? "applicant-sami" : "applicant-sina", "/ds/application/data/1");
    await page.getByLabel("Vorname").fill("");
    await page.getByLabel("Telefonnummer").fill("");
    await page.getByRole("button", { name: "Daten speichern" }).click();
    await expect(page.getByRole("alert").getByRole("link").first()).toBeVisible();

    const reader = await listen(page, { browser, jsEnabled });
    try {
      // on arrival: the summary (focused), announced before anything else of the page
      const arrival = await reader.spoken();
      log.add("Schritt 1 nach dem Absenden (Ankunft)", arrival);
      const first = arrival.findIndex((p) => p !== "document");
      expect(arrival[first], arrival.join("\n")).toMatch(/^alert, Bitte fülle alle erforderlichen Felder korrekt aus/);

      // from the summary, Tab to each of its links and follow it: the field says its label, its hint, its
      // error and that it is required
      const fields = [
        {
          error: "Vorname muss angegeben werden",
          field: /^textbox, Vorname, Vorname muss angegeben werden, invalid, required$/,
        },
        {
          error: "Telefonnummer muss angegeben werden",
          field: /^textbox, Telefonnummer, .+ Telefonnummer muss angegeben werden, invalid, required$/,
        },
      ];
      for (const [n, { error, field }] of fields.entries()) {
        await reader.page.getByRole("alert").focus();
        let toLink: string[] = [];
        for (let tab = 0; tab <= n; tab++) toLink = await reader.press("Tab");
        log.add(`Tab zum ${n + 1}. Link der Fehlerübersicht`, toLink);
        said(toLink, `link, ${error}`);
        const toField = await reader.press("Enter");
        log.add("Enter auf dem Link", toField);
        said(toField, field);
      }
    } finally {
      await reader.stop();
    }
    await log.attach(testInfo, "spoken log");
  },
);

test(
  "the job-opening steps: every step says where the user is, and the step list marks the current step",
  wcag("1.3.1", "2.4.6", "4.1.2"),
  async ({ page, signedIn, browser, jsEnabled }, testInfo) => {
    const log = new SpokenLog();
    await signedIn("company-olaf", "/b2b/job-openings");
    const opening = await page
      .locator('main a[href^="/b2b/job-openings/"]')
      .evaluateAll((links) =>
        links.map((a) => a.getAttribute("href") ?? "").find((h) => /^\/b2b\/job-openings\/[0-9a-f-]{36}$/.test(h)),
      );
    expect(opening).toBeTruthy();
    const steps = ["Studium", "Stelle", "Anforderungen", "Abschluss"];
    await page.goto(`${opening}/manage/study`);
    for (let n = 1; n <= 2; n++) {
      const reader = await listen(page, { browser, jsEnabled });
      try {
        const phrases = await hear(reader, log, `Schritt ${n}`);
        // the step list: the current step said as such, the others as links; then "step n of 4" and its heading
        saidInOrder(phrases, [
          "navigation, Schritte",
          "list",
          ...(n === 2 ? [`link, 1. ${steps[0]}`] : []),
          "current step",
          steps[n - 1],
          "end, current step",
          ...(n === 1 ? [`link, 2. ${steps[1]}`] : []),
          "end of navigation, Schritte",
          `Schritt ${n} von 4`,
          `heading, ${steps[n - 1]}, level 2`,
        ]);
      } finally {
        await reader.stop();
      }
      if (n === 1) {
        await page
          .getByRole("navigation", { name: "Schritte" })
          .getByRole("link", { name: `2. ${steps[1]}` })
          .click();
        await expect(page).toHaveURL(/\/manage\/job$/);
        // with JavaScript the address changes before React has drawn the next step: listen to step 2, not to 1
        await expect(page.getByText("Schritt 2 von 4")).toBeVisible();
      }
    }
    await log.attach(testInfo, "spoken log");
  },
);

test(
  "the notifications: the list says its size, the pager says the page, and the next page says it is page 2",
  wcag("1.3.1", "2.4.4", "2.4.6"),
  async ({ page, signedIn, browser, jsEnabled }, testInfo) => {
    const log = new SpokenLog();
    await signedIn("company-olaf", "/b2b/notifications");
    let reader = await listen(page, { browser, jsEnabled });
    try {
      const phrases = await hear(reader, log, "Benachrichtigungen, Seite 1");
      said(phrases, "heading, Benachrichtigungen, level 1");
      said(phrases, /^list$/);
      said(phrases, /^listitem, level 1, position 1, set size \d+$/);
      said(phrases, "navigation, Seiten der Benachrichtigungen");
      said(phrases, /^Seite 1 von \d+$/);
    } finally {
      await reader.stop();
    }
    await page.getByRole("navigation", { name: "Seiten der Benachrichtigungen" }).getByRole("link").click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByText(/^Seite 2 von \d+$/)).toBeVisible();
    reader = await listen(page, { browser, jsEnabled });
    try {
      const phrases = await hear(reader, log, "Benachrichtigungen, Seite 2");
      said(phrases, /^Seite 2 von \d+$/);
      said(phrases, /^listitem, level 1, position 1, set size \d+$/);
    } finally {
      await reader.stop();
    }
    await log.attach(testInfo, "spoken log");
  },
);

test(
  "feedback: the dialog (with JavaScript) or the page (without) says what it asks, and the dialog closes back to its opener",
  wcag("4.1.2", "1.3.1", "2.4.3", "3.3.2"),
  async ({ page, signedIn, browser, jsEnabled }, testInfo) => {
    const log = new SpokenLog();
    await signedIn(jsEnabled ? "applicant-sami" : "applicant-sina", "/ds/documents");
    const prompt = page
      .getByRole("navigation", { name: "Hauptnavigation" })
      .getByRole("link", { name: "Feedback geben" });
    await prompt.click();
    if (jsEnabled) await expect(page.getByRole("dialog")).toBeVisible();
    else await expect(page).toHaveURL(/\/ds\/feedback$/);
    const reader = await listen(page, { browser, jsEnabled });
    try {
      const phrases = await hear(reader, log, jsEnabled ? "Der Feedback-Dialog" : "Die Feedback-Seite");
      saidInOrder(phrases, [
        ...(jsEnabled ? ["dialog, Wie gefällt dir das Portal?", "button, Schließen"] : []),
        "group, Bewertung",
        "radio, Nicht gut, not checked, position 1, set size 3",
        "radio, Geht so, not checked, position 2, set size 3",
        "radio, Gut, not checked, position 3, set size 3",
        "end of group, Bewertung",
        /^button, Feedback senden, submit/,
      ]);
      if (jsEnabled) {
        const closed = await reader.press("Escape");
        log.add("Escape", closed);
        said(closed, /^link, Feedback geben/);
      }
    } finally {
      await reader.stop();
    }
    await log.attach(testInfo, "spoken log");
  },
);

test(
  "the language switch: the page after it speaks English and says so to the reader",
  wcag("3.1.1", "3.1.2", "3.2.2"),
  async ({ page, browser, jsEnabled }, testInfo) => {
    const log = new SpokenLog();
    await page.goto("/impressum");
    let reader = await listen(page, { browser, jsEnabled });
    try {
      const phrases = await hear(reader, log, "Impressum (Deutsch)");
      said(phrases, "heading, Impressum, level 1");
      said(phrases, /^combobox, Sprache/);
    } finally {
      await reader.stop();
    }
    await page.getByLabel("Sprache").selectOption("en");
    await page.getByRole("button", { name: "Ändern" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    reader = await listen(page, { browser, jsEnabled });
    try {
      const phrases = await hear(reader, log, "Imprint (English)");
      said(phrases, "heading, Imprint, level 1");
      said(phrases, /^combobox, Language/);
      // the reader picks its voice by the document's language: the whole page is English now
      expect(await reader.page.evaluate(() => document.documentElement.lang)).toBe("en");
    } finally {
      await reader.stop();
    }
    await log.attach(testInfo, "spoken log");
  },
);
