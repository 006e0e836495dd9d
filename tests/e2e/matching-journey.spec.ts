/**
 * The acceptance journey of the matching marketplace (one story: each side waits on the other), in both
 * projects: a company user creates
 * a one-position opening through the four steps (a validation error on step 2, back to step 1 without
 * losing anything, the login lost on step 3 and the draft intact after re-login) and publishes it; the
 * advisor recommends two applicants; applicant 1 shows interest; the company finds her under "reco",
 * arranges an interview (the .ics downloads and parses) and accepts; applicant 1 accepts the offer; her
 * unit stage is Contract Proposal; applicant 2's match is cancelled as staffed, in the applicant wording.
 * Four people, four browser contexts with the project's JavaScript setting; axe on every page.
 */
import type { Browser } from "@playwright/test";
import { checkPageA11y, expect, signInDirectly, test, throughSilentLogin } from "./fixtures";

const INTERVIEW_LOCAL = "2027-01-20T10:00"; // German time (CET, UTC+1) …
const INTERVIEW_UTC = "20270120T090000Z"; // … as the calendar file writes it

/** The properties of the first VEVENT of an iCalendar text (RFC 5545: unfolded, CRLF lines). */
function parseIcs(text: string) {
  const lines = text.replace(/\r\n[ \t]/g, "").split(/\r\n/);
  expect(lines[0]).toBe("BEGIN:VCALENDAR");
  const start = lines.indexOf("BEGIN:VEVENT");
  const end = lines.indexOf("END:VEVENT");
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  const props = new Map<string, string>();
  for (const line of lines.slice(start + 1, end)) {
    const i = line.indexOf(":");
    props.set(line.slice(0, i).split(";")[0], line.slice(i + 1));
  }
  return props;
}

async function newUser(browser: Browser, jsEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: jsEnabled, locale: "de-DE" });
  const page = await context.newPage();
  return { context, page, checkA11y: () => checkPageA11y(page, browser, jsEnabled) };
}

test("matching journey: opening, recommendation, interest, interview, offer, staffed", async ({
  page,
  browser,
  login,
  checkA11y,
  jsEnabled,
}) => {
  test.setTimeout(360_000); // four people in four browsers, a real silent re-login, twenty-one pages scanned by axe: the default 60 s is too short for it on a shared 2-core machine
  const company = jsEnabled ? "company-julia" : "company-jakob";
  const [first, second] = jsEnabled
    ? [
        { sub: "applicant-carl", name: "Carl Claasen" },
        { sub: "applicant-cora", name: "Cora Conrad" },
      ]
    : [
        { sub: "applicant-ben", name: "Ben Becker" },
        { sub: "applicant-bea", name: "Bea Berger" },
      ];
  const title = `Duales Studium Informatik – Backend (${jsEnabled ? "mit JS" : "ohne JS"})`;
  const advisor = await newUser(browser, jsEnabled);
  const one = await newUser(browser, jsEnabled);
  const two = await newUser(browser, jsEnabled);
  let openingId = "";

  try {
    await test.step("company: step 1 (study) creates the draft", async () => {
      await login(company, "/b2b/job-openings/manage/study");
      await expect(page).toHaveURL(/\/b2b\/job-openings\/manage\/study\?attempt=[0-9a-f]{32}$/);
      await expect(page.getByRole("heading", { level: 1, name: "Neues Stellenangebot" })).toBeVisible();
      await checkA11y();
      await page.getByLabel("Studienort").selectOption({ label: "Berlin" });
      await page.getByLabel("Studiengang").selectOption("Informatik (B.Sc.)");
      await page.getByLabel("Studienbeginn").fill("2027-10-01");
      await page.getByLabel("Anzahl gesuchter Studierender").fill("1");
      await page.getByRole("button", { name: "Weiter" }).click();
      await expect(page).toHaveURL(/\/b2b\/job-openings\/[0-9a-f-]{36}\/manage\/job$/);
      openingId = /job-openings\/([0-9a-f-]{36})\//.exec(page.url())![1];
    });

    await test.step("company: step 2 with a validation error, back to step 1, nothing lost", async () => {
      await checkA11y();
      await page.getByLabel("Stellenbezeichnung").fill(title);
      // "Aufgaben" stays empty: required
      await page.getByLabel("Das bieten Sie").fill("Feste Betreuung, Laptop, Übernahme der Studiengebühren.");
      await page.getByRole("radio", { name: "Hybrid" }).check();
      await page.getByLabel("Ausbildungsort").fill("Berlin-Mitte");
      await page.getByRole("button", { name: "Weiter" }).click();
      await expect(page).toHaveURL(/\/manage\/job$/);
      const summary = page.getByRole("alert").filter({ hasText: "Aufgaben" });
      await expect(summary).toBeVisible();
      await expect(page.getByLabel("Stellenbezeichnung")).toHaveValue(title);
      await checkA11y();

      // Back to step 1 (no validation): step 1 is as it was saved
      await page.getByRole("button", { name: "Zurück" }).click();
      await expect(page).toHaveURL(/\/manage\/study$/);
      await expect(page.getByLabel("Studiengang")).toHaveValue("Informatik (B.Sc.)");
      await expect(page.getByLabel("Studienbeginn")).toHaveValue("2027-10-01");
      await expect(page.getByLabel("Anzahl gesuchter Studierender")).toHaveValue("1");
      await checkA11y();

      // … and forward again: what was typed on step 2 is still there
      await page.getByRole("button", { name: "Weiter" }).click();
      await expect(page).toHaveURL(/\/manage\/job$/);
      await expect(page.getByLabel("Stellenbezeichnung")).toHaveValue(title);
      await expect(page.getByLabel("Das bieten Sie")).toHaveValue(
        "Feste Betreuung, Laptop, Übernahme der Studiengebühren.",
      );
      await expect(page.getByLabel("Ausbildungsort")).toHaveValue("Berlin-Mitte");
      await expect(page.getByRole("radio", { name: "Hybrid" })).toBeChecked();
      await page.getByLabel("Aufgaben").fill("Mitarbeit im Backend-Team: APIs, Datenbanken, Tests.");
      await page.getByRole("button", { name: "Weiter" }).click();
      await expect(page).toHaveURL(/\/manage\/requirements$/);
    });

    await test.step("company: login lost on step 3, the draft is intact after re-login", async () => {
      await checkA11y();
      await page.getByLabel("Gewünschte Fähigkeiten").fill("Freude an sauberem Code und Teamarbeit");
      await page.getByLabel("Programmierung").selectOption("2");
      // the portal session ends (the identity provider still knows the user)
      await page.context().clearCookies({ name: "tandem_session" });
      await throughSilentLogin(page, jsEnabled, () => page.getByRole("button", { name: "Weiter" }).click());
      await expect(page).toHaveURL(new RegExp(`/b2b/job-openings/${openingId}/manage/requirements$`));
      await expect(page.getByText("Ihre zuletzt eingegebenen Angaben wurden wiederhergestellt.")).toBeVisible();
      await expect(page.getByLabel("Gewünschte Fähigkeiten")).toHaveValue("Freude an sauberem Code und Teamarbeit");
      await expect(page.getByLabel("Programmierung")).toHaveValue("2");
      await checkA11y();
      await page.getByRole("button", { name: "Weiter" }).click();
      await expect(page).toHaveURL(/\/manage\/finish$/);
    });

    await test.step("company: the review shows everything and publishes", async () => {
      await expect(page.getByText(title).first()).toBeVisible();
      await expect(page.getByText("Mitarbeit im Backend-Team: APIs, Datenbanken, Tests.")).toBeVisible();
      await checkA11y();
      await page.getByRole("button", { name: "Veröffentlichen" }).click();
      await expect(page).toHaveURL(new RegExp(`/b2b/job-openings/${openingId}/overview$`));
      await expect(page.getByText("Das Stellenangebot ist veröffentlicht.")).toBeVisible();
      await checkA11y();
    });

    await test.step("advisor: recommends applicant 1 and applicant 2", async () => {
      await signInDirectly(advisor.page, "staff-sabine", "/advisor");
      await expect(advisor.page).toHaveURL(/\/advisor$/);
      for (const applicant of [first, second]) {
        await advisor.page.goto(`/advisor/applicants?query=${encodeURIComponent(applicant.name.split(" ")[1])}`);
        await advisor.page.getByRole("link", { name: applicant.name }).click();
        await expect(advisor.page.getByRole("heading", { level: 1, name: applicant.name })).toBeVisible();
        const section = advisor.page.getByTestId("advisor-matching");
        await expect(section.getByTestId("matching-distance")).toHaveText("20 km");
        await expect(section.getByText("Informatik (B.Sc.)").first()).toBeVisible();
        await advisor.checkA11y();
        await section.getByRole("button", { name: `Empfehlen: ${title}` }).click();
        await expect(advisor.page.getByText("Die Empfehlung ist gespeichert")).toBeVisible();
        await expect(section.getByTestId("advisor-match").filter({ hasText: title })).toContainText("Vorgeschlagen");
        await advisor.checkA11y();
      }
    });

    await test.step("applicant 1: sees the recommendation and expresses interest", async () => {
      await signInDirectly(one.page, first.sub, "/ds/selfmatching?tab=invitations");
      await expect(one.page.getByRole("link", { name: title })).toBeVisible();
      await one.checkA11y();
      // the search's intro stays until she has read it: a visit alone (a GET) stores nothing
      const intro = one.page.getByRole("region", { name: "So funktioniert die Suche" });
      await expect(intro).toBeVisible();
      await one.page.reload();
      await expect(intro).toBeVisible();
      // (with JavaScript in the background, without it by the form: the reload waits for the answer)
      const stored = one.page.waitForResponse((r) => r.url().includes("/ds/hints") && r.request().method() === "POST");
      await intro.getByRole("button", { name: "Nicht mehr anzeigen" }).click();
      await expect(intro).toHaveCount(0);
      expect((await stored).status()).toBeLessThan(400);
      await one.page.reload();
      await expect(one.page.getByRole("link", { name: title })).toBeVisible();
      await expect(intro).toHaveCount(0);
      await one.page.getByRole("link", { name: title }).click();
      await expect(one.page).toHaveURL(new RegExp(`/ds/selfmatching/${openingId}$`));
      await expect(one.page.getByText("Von deiner Studienberatung empfohlen").first()).toBeVisible();
      await one.checkA11y();
      await one.page.getByRole("button", { name: "Ich habe Interesse" }).click();
      await expect(one.page.getByText("Dein Interesse ist beim Unternehmen angekommen.")).toBeVisible();
      await expect(one.page.getByText("Du hast Interesse gezeigt – das Unternehmen ist am Zug").first()).toBeVisible();
      await one.checkA11y();
    });

    await test.step("company: finds applicant 1 under reco, arranges an interview, the .ics parses", async () => {
      await page.goto(`/b2b/job-openings/${openingId}/reco`);
      const row = page.getByRole("main").getByRole("link", { name: first.name, exact: true });
      await expect(row).toBeVisible();
      await checkA11y();
      await row.click();
      await expect(page).toHaveURL(new RegExp(`/b2b/job-openings/${openingId}/applicants/[0-9a-f-]{36}$`));
      await expect(page.getByRole("heading", { level: 1, name: first.name })).toBeVisible();
      await checkA11y();
      await page.getByLabel("Terminvorschlag 1").fill(INTERVIEW_LOCAL);
      await page.getByRole("button", { name: "Gespräch vereinbaren" }).click();
      const ics = page.getByRole("link", { name: "Termin als Kalenderdatei (.ics) herunterladen" });
      await expect(ics).toBeVisible();
      await checkA11y();
      const href = await ics.getAttribute("href");
      const response = await page.request.get(href!);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^text\/calendar/);
      const event = parseIcs(await response.text());
      expect(event.get("DTSTART")).toBe(INTERVIEW_UTC);
      expect(event.get("SUMMARY")).toContain(title);
    });

    await test.step("company: accepts applicant 1", async () => {
      await page.getByRole("button", { name: "Zusage geben" }).click();
      await expect(page.getByText("Wartet auf Zusage der Bewerberin oder des Bewerbers").first()).toBeVisible();
      await checkA11y();
    });

    await test.step("applicant 1: accepts the offer → offer accepted", async () => {
      await one.page.goto(`/ds/selfmatching/${openingId}`);
      await expect(one.page.getByText("Das Unternehmen hat dir zugesagt – bitte antworte").first()).toBeVisible();
      await one.checkA11y();
      await one.page.getByRole("button", { name: "Angebot annehmen" }).click();
      await expect(one.page.getByText("Angebot angenommen").first()).toBeVisible();
      await one.checkA11y();
    });

    await test.step("advisor: applicant 1's unit stage is Contract Proposal", async () => {
      await advisor.page.goto(`/advisor/applicants?query=${encodeURIComponent(first.name.split(" ")[1])}`);
      await advisor.page.getByRole("link", { name: first.name }).click();
      await expect(advisor.page.getByTestId("applicant-stage")).toHaveText("Vertragsvorschlag");
      await expect(
        advisor.page.getByTestId("advisor-match").filter({ hasText: title }).getByTestId("advisor-match-status"),
      ).toContainText("Zusage angenommen");
      await advisor.checkA11y();
    });

    await test.step("applicant 2: the match is cancelled as staffed, in the applicant wording", async () => {
      await signInDirectly(two.page, second.sub, `/ds/selfmatching/${openingId}`);
      await expect(two.page).toHaveURL(new RegExp(`/ds/selfmatching/${openingId}$`));
      await expect(two.page.getByText("Nicht mehr verfügbar").first()).toBeVisible();
      await expect(two.page.getByText("Die Stelle wurde mit einer anderen Person besetzt.")).toBeVisible();
      await expect(two.page.getByRole("button", { name: "Ich habe Interesse" })).toHaveCount(0);
      await two.checkA11y();
    });
  } finally {
    await Promise.all([advisor.context.close(), one.context.close(), two.context.close()]);
  }
});
