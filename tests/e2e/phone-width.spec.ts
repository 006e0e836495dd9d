/**
 * Every page fits a phone of 360 px, with and without JavaScript: the document is no wider than the
 * viewport, no text is cut off and nothing scrolls sideways (an element whose content is wider than it). One
 * page load per page kind of each unit (the public pages, the applicant unit, the company unit, the advisor
 * console, the development identity providers' pages): lists, tables, forms, detail pages, overviews, dialogs.
 * Tables become labelled rows under 640 px (`.table-rows` in app/styles/tailwind.css and idp/styles.ts,
 * docs/decisions/075-tables-on-a-phone.md).
 *
 * Every route folder of app/routes with a page is here, except:
 * - layouts, whose page is the child page shown in them (ds, b2b, advisor, ds.application, ds.profile,
 *   ds.contact, ds.cvgenerator, b2b.company, b2b.profile, b2b.job-openings.$id, lebenslauf-generator);
 * - pages whose loader always redirects: b2b.job-openings.$id._index (to the opening's recommendations),
 *   /ds/profile and /ds/contact (to their first tab);
 * - routes without a page (resource routes: downloads, PDFs, calendar files, the development sign-in).
 * The identity providers ask no consent: their clients are first-party, a consent is granted without a page
 * (idp/README.md).
 */
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../../contracts/demo-accounts";
import { demoAccount, expect, signInDirectly, test } from "./fixtures";
import { overflowOf, PHONE } from "./phone-fit";

test.use({ viewport: PHONE });

/**
 * A page to check: its address; or the first link of another page whose address matches (a record the seed
 * made: an opening, an applicant, a ticket), of those with the given text when it is named; or the address of
 * the page visited just before, changed by a pattern (a page no page links to, the next step of a form); or a
 * form's conflict page (a save refused as stale, nothing is written); or a page reached by what a user does
 * (a login, a dialog).
 */
type PageKind =
  | string
  | { linkOn: PageKind; matching: RegExp; named?: string }
  | { replacing: [RegExp, string] }
  | { conflictOn: string }
  | { name: string; reach: (page: Page, jsEnabled: boolean) => Promise<void> };

interface Visitor {
  /** A demo account (docs/demo-accounts.md), or nobody for the public pages. */
  sub: string | null;
  pages: PageKind[];
}

const ACTIVE_OPENING: PageKind = {
  linkOn: "/b2b/job-openings?status=openWithActiveMatches",
  matching: /^\/b2b\/job-openings\/[^/]+$/,
};
/** Paul's opening by its title: journeys of the same run staff other openings of the company. */
const STAFFED_OPENING: PageKind = {
  linkOn: "/b2b/job-openings?status=staffed",
  matching: /^\/b2b\/job-openings\/[^/]+$/,
  named: "Duales Studium Maschinenbau – Fertigung",
};
const CONTACTED: PageKind = { linkOn: STAFFED_OPENING, matching: /^\/b2b\/job-openings\/[^/]+\/contacted$/ };
/**
 * Paul accepted the staffed opening's offer and the contract is requested (docs/demo-accounts.md): a match
 * no other journey changes, unlike the recommendations of the open opening, which journeys act on.
 */
const PAULS_APPLICATION: PageKind = {
  linkOn: CONTACTED,
  matching: /^\/b2b\/job-openings\/[^/]+\/applicants\/[^/]+$/,
  named: "Paul Peters",
};
const CONTRACT: PageKind = {
  linkOn: PAULS_APPLICATION,
  matching: /^\/b2b\/job-openings\/[^/]+\/applicants\/[^/]+\/contract$/,
};
const EDIT_OPENING: PageKind = { linkOn: ACTIVE_OPENING, matching: /^\/b2b\/job-openings\/[^/]+\/manage\/study$/ };
/** The development providers' end of a session, as the portal's logout starts it (without a return address). */
const IDP_LOGOUT = "/idp/applicant/session/end?client_id=tandem-portal-applicant";

/** A unit's page without a session: its identity provider's login page. */
async function toLogin(page: Page, start: string, issuer: string) {
  await page.goto(start);
  await expect(page).toHaveURL(new RegExp(`/idp/${issuer}/interaction/`));
}

/** The login form of the page that is open, filled in and sent. */
async function logIn(page: Page, password: string) {
  await page.getByLabel("E-Mail-Adresse").fill(demoAccount("applicant-lena").email);
  await page.getByLabel("Passwort").fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
}

/**
 * "Feedback geben" in the navigation (behind the menu button on a phone): with JavaScript the form opens in
 * a dialog over the page, without it the link opens the feedback page. Opening asks nothing of the API;
 * only closing the dialog would dismiss the prompt, and the next page load replaces it unclosed.
 */
async function openFeedback(page: Page, start: string, jsEnabled: boolean) {
  await page.goto(start);
  await page.locator("header details > summary").click();
  await page.getByRole("link", { name: "Feedback geben" }).click();
  if (jsEnabled) await expect(page.getByRole("dialog")).toBeVisible();
  else await expect(page).toHaveURL(/\/feedback$/);
}

const VISITORS: Record<string, Visitor> = {
  "the public pages": {
    sub: null,
    pages: [
      // the portal's own pages around a login (the login form is the identity provider's)
      "/auth/applicant/login?formNotKept=tooLarge",
      "/auth/logged-out?unit=company",
      "/auth/failed?unit=applicant",
      "/impressum",
      "/datenschutz",
      "/barrierefreiheit",
      "/barrierefreiheit/bericht",
      "/cookie-einstellungen",
      "/b2b/impressum",
      "/b2b/datenschutz",
      "/b2b/nutzungsbedingungen",
      "/lebenslauf-generator/start",
      "/lebenslauf-generator/input/profil",
      "/lebenslauf-generator/input/education",
      "/lebenslauf-generator/input/experience",
      "/lebenslauf-generator/input/knowledge",
      "/lebenslauf-generator/input/hobbies",
      "/lebenslauf-generator/final",
      "/lebenslauf-generator/send",
      "/b2b/vertraulichkeit",
      "/newsletter-unsubscription?id=6f1c2a8e-4b7d-4c3e-9a51-0d2e8b7f4a10",
      "/maintenance",
      "/offline",
      // the portal's 404 page (app/routes/$)
      "/gibt-es-nicht",
      // the seed makes no invitation (an employee's invitation makes its token): the page of an unknown link
      "/b2b/invitations/unbekannt",
      // the development mailbox (DEV_TOOLS): the mails the seed and the journeys sent
      "/dev/mailbox",
    ],
  },
  // the login pages of the three units, a refused login, the logout confirmation, the pages after it, errors
  "the identity providers' pages": {
    sub: null,
    pages: [
      { name: "the companies' login page", reach: (page) => toLogin(page, "/b2b/home", "company") },
      { name: "the staff's login page", reach: (page) => toLogin(page, "/advisor", "staff") },
      { name: "the applicants' login page", reach: (page) => toLogin(page, "/ds/home", "applicant") },
      {
        name: "the login page refusing a wrong password",
        reach: async (page) => {
          await logIn(page, "falsch");
          await expect(page.locator(".error-summary")).toBeVisible();
        },
      },
      {
        name: "the logout confirmation of a signed-in user",
        reach: async (page) => {
          await logIn(page, DEMO_PASSWORD);
          await page.waitForURL((url) => !url.pathname.startsWith("/idp/"));
          await page.goto(IDP_LOGOUT);
          await expect(page.locator('button[name="logout"][value="yes"]')).toBeVisible();
        },
      },
      {
        name: "the page after the logout",
        reach: async (page) => {
          await page.locator('button[name="logout"][value="yes"]').click();
          await expect(page).toHaveURL(/\/session\/end\/success/);
        },
      },
      {
        name: "the logout without a session",
        reach: async (page) => {
          await page.goto(IDP_LOGOUT);
          await expect(page.locator("main form button")).toHaveCount(1);
        },
      },
      {
        name: "the page of an expired login",
        reach: async (page) => {
          await page.goto("/idp/applicant/interaction/abgelaufen");
          await expect(page.locator("h1")).toBeVisible();
        },
      },
      {
        name: "the page of an invalid login request",
        reach: async (page) => {
          await page.goto("/idp/applicant/auth");
          await expect(page.locator("h1")).toBeVisible();
        },
      },
    ],
  },
  // in matching: documents, suggestions, invitations and offers of every open status
  "an applicant in matching (Mia)": {
    sub: "applicant-mia",
    pages: [
      "/ds/home",
      "/ds/application",
      "/ds/application/data/1",
      "/ds/application/data/done",
      "/ds/application/skills/1",
      "/ds/application/skills/2",
      "/ds/application/skills/done",
      // part 6 waits for the advisor's confirmation, which Mia has: it sends her on to part 7
      ...[1, 2, 3, 4, 5, 7].map((part) => `/ds/application/consultation/${part}`),
      "/ds/application/consultation/done",
      "/ds/application/partner-search/1",
      "/ds/application/partner-search/2",
      "/ds/application/partner-search/3",
      "/ds/application/partner-search/4",
      "/ds/application/contract/4",
      "/ds/documents",
      { linkOn: "/ds/documents", matching: /^\/ds\/documents\/[^/]+\/delete(\?|$)/ },
      "/ds/selfmatching",
      { linkOn: "/ds/selfmatching", matching: /^\/ds\/selfmatching\/[^/.]+$/ },
      "/ds/profile/1",
      "/ds/profile/2",
      "/ds/profile/3",
      "/ds/profile/data",
      "/ds/profile/delete",
      "/ds/notifications",
      "/ds/news",
      { linkOn: "/ds/news", matching: /^\/ds\/news\/[^/]+$/ },
      "/ds/contact/1",
      "/ds/contact/2",
      "/ds/contact/3",
      "/ds/faq",
      "/ds/tips",
      "/ds/bringafriend",
      "/ds/cvgenerator/input/profil",
      "/ds/cvgenerator/input/education",
      "/ds/cvgenerator/input/experience",
      "/ds/cvgenerator/input/knowledge",
      "/ds/cvgenerator/input/hobbies",
      "/ds/cvgenerator/send",
      "/ds/withdrawal",
      "/ds/onboarding",
      "/ds/iutraining",
      "/ds/iutraining/video",
      // without its token the page says the link is invalid
      "/ds/confirm-email",
      "/ds/feedback",
      { name: "the feedback dialog", reach: (page, jsEnabled) => openFeedback(page, "/ds/home", jsEnabled) },
    ],
  },
  // past the info session and the partner search: their closing pages
  "an applicant ready to match (Lena)": {
    sub: "applicant-lena",
    pages: ["/ds/application/info-session/done", "/ds/application/partner-search/done"],
  },
  // no unit yet: the waiting page, and after its last try the API's error page
  "an applicant without a unit (Tim)": {
    sub: "applicant-tim",
    pages: [
      "/ds/waiting",
      {
        name: "the API error page",
        reach: async (page) => {
          for (let tries = 0; tries < 10 && !page.url().endsWith("/auth/error"); tries++)
            await page.goto("/ds/waiting");
          await expect(page).toHaveURL(/\/auth\/error$/);
        },
      },
    ],
  },
  // the steps before matching: the info session and the consultation (its page "waiting for the advisor's
  // confirmation", consultation/6, and the contract step's last page, contract/done, need a state the seed
  // gives nobody: a consultation requested and not yet confirmed, a contract signed; the journeys that reach
  // them check them at this width: journey-ii.spec.ts and partner-contract.spec.ts, with expectFitsPhone)
  "an applicant at the info session (Max)": {
    sub: "applicant-max",
    pages: ["/ds/home", "/ds/application/info-session/1", "/ds/application/info-session/2"],
  },
  "an applicant at the contract (Milan)": {
    sub: "applicant-milan",
    pages: ["/ds/home", "/ds/application/contract/1", "/ds/application/contract/2", "/ds/application/contract/3"],
  },
  // the owner: every permission, job openings in every status with applicants
  "a company owner (Olaf)": {
    sub: "company-olaf",
    pages: [
      "/b2b/home",
      "/b2b/job-openings",
      "/b2b/job-openings/manage/study",
      // an opening's own steps: its saved values in each
      EDIT_OPENING,
      { replacing: [/study$/, "job"] },
      { replacing: [/job$/, "requirements"] },
      { replacing: [/requirements$/, "finish"] },
      // the opening with active matches opens on its recommendations, the staffed one has contacted applicants
      { linkOn: ACTIVE_OPENING, matching: /^\/b2b\/job-openings\/[^/]+\/overview$/ },
      ACTIVE_OPENING,
      PAULS_APPLICATION,
      CONTACTED,
      CONTRACT,
      // the page after the contract was sent: nothing links to it, the contract's form leads there
      { replacing: [/\/contract$/, "/success"] },
      "/b2b/students",
      "/b2b/invoices",
      "/b2b/employees",
      "/b2b/employees/edit",
      { linkOn: "/b2b/employees", matching: /^\/b2b\/employees\/edit\/[^/]+$/ },
      "/b2b/company/data",
      { conflictOn: "/b2b/company/data" },
      "/b2b/company/portrait",
      "/b2b/company/bank-info",
      "/b2b/company/payment",
      "/b2b/company/picture",
      "/b2b/profile/data",
      "/b2b/profile/settings",
      "/b2b/profile/notifications",
      "/b2b/profile/consents",
      "/b2b/profile/delete",
      "/b2b/company-select",
      "/b2b/help/start",
      { linkOn: "/b2b/help/start", matching: /^\/b2b\/help\/(?!start$|contact$)[^/]+$/ },
      "/b2b/help/contact",
      { linkOn: "/b2b/help/contact", matching: /^\/b2b\/help\/contact\/[^/]+$/ },
      "/b2b/news",
      { linkOn: "/b2b/news", matching: /^\/b2b\/news\/[^/]+$/ },
      "/b2b/notifications",
      "/b2b/downloads",
      "/b2b/upskilling",
      "/b2b/feedback",
      { name: "the feedback dialog", reach: (page, jsEnabled) => openFeedback(page, "/b2b/home", jsEnabled) },
    ],
  },
  // without the permission to edit the company: its data to read
  "a company employee (Erika)": {
    sub: "company-erika",
    pages: ["/b2b/company/data"],
  },
  "a study advisor (Sabine)": {
    sub: "staff-sabine",
    pages: [
      "/advisor",
      "/advisor/applicants",
      { linkOn: "/advisor/applicants", matching: /^\/advisor\/applicants\/[^/]+$/ },
    ],
  },
  "the support staff (Svenja)": {
    sub: "staff-svenja",
    pages: [
      "/advisor/support",
      { linkOn: "/advisor/support?scope=all", matching: /^\/advisor\/support\/[0-9a-f-]{36}$/ },
      "/advisor/support/feedback",
    ],
  },
};

/** The roles Chromium gives screen readers for the page: a table laid out as rows must still be a table. */
async function accessibleRoles(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  await cdp.detach();
  return nodes.filter((node) => !node.ignored).map((node) => String(node.role?.value));
}

/** Opens the page of a kind and answers the address it shows. */
async function open(page: Page, kind: PageKind, jsEnabled: boolean): Promise<string> {
  if (typeof kind === "string") {
    await page.goto(kind);
    // soft: the other pages are still checked, the test fails all the same
    expect.soft(new URL(page.url()).pathname, `${kind} answers with its own page`).toBe(kind.split("?")[0]);
  } else if ("linkOn" in kind) {
    const on = await open(page, kind.linkOn, jsEnabled);
    const links = page.locator("main a[href]").filter(kind.named ? { hasText: kind.named } : {});
    const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")));
    const path = hrefs.find((href) => href !== null && kind.matching.test(href));
    expect(path, `a link on ${on} to ${kind.matching}`).toBeDefined();
    await page.goto(path!);
  } else if ("replacing" in kind) {
    const { pathname, search } = new URL(page.url());
    await page.goto((pathname + search).replace(...kind.replacing));
  } else if ("reach" in kind) {
    await kind.reach(page, jsEnabled);
  } else {
    await page.goto(kind.conflictOn);
    // a version the record does not have: the API refuses the save as stale, the page shows both versions
    await page
      .locator('main input[name="_version"]')
      .evaluate((input: HTMLInputElement) => input.setAttribute("value", '"999999999"'));
    await page.locator("main textarea").first().fill("Musterstadt, Industriestraße 12–14\nZweigwerk Nord");
    await page.locator('main button[name="intent"][value="save"]').click();
    await expect(page.locator("#conflict-title")).toBeVisible();
  }
  const { pathname, search } = new URL(page.url());
  return pathname + search;
}

const describe = (kind: PageKind): string =>
  typeof kind === "string"
    ? kind
    : "linkOn" in kind
      ? `the link to ${kind.matching}${kind.named ? ` named ${kind.named}` : ""} on ${describe(kind.linkOn)}`
      : "replacing" in kind
        ? `the address before with ${kind.replacing[0]} as ${kind.replacing[1]}`
        : "reach" in kind
          ? kind.name
          : `the conflict page of ${kind.conflictOn}`;

for (const [who, visitor] of Object.entries(VISITORS)) {
  test(`every page kind of ${who} fits a 360 px phone`, async ({ page, checkA11y, jsEnabled }) => {
    test.setTimeout(60_000 + visitor.pages.length * 20_000);
    if (visitor.sub) {
      const [sub, start] = [visitor.sub, String(visitor.pages[0])];
      await test.step(`given ${sub} on a 360 px phone`, () => signInDirectly(page, sub, start));
    }
    const problems: string[] = [];
    for (const kind of visitor.pages) {
      await test.step(`when ${describe(kind)} is open, then it is no wider than the phone and cuts no text`, async () => {
        const path = await open(page, kind, jsEnabled);
        const { width, viewport, clipped, wide } = await overflowOf(page);
        if (clipped.length) problems.push(`${path}: cut off ${clipped.join(" | ")}`);
        if (width > viewport) problems.push(`${path}: ${width} px wide (${wide.join(", ")})`);
        // a table laid out as labelled rows still reads as a table, with its column headers
        const tables = await page.locator("main table").count();
        if (tables) {
          // each data cell shows its column's name (the rules survive the route's cut stylesheet)
          const unlabelled = await page
            .locator("main table td")
            .evaluateAll((cells) =>
              cells
                .filter((cell) => !cell.dataset.label || getComputedStyle(cell, "::before").content === "none")
                .map((cell) => cell.textContent?.trim().slice(0, 40)),
            );
          if (unlabelled.length)
            problems.push(`${path}: cells without their column's label: ${unlabelled.join(" | ")}`);
          const roles = await accessibleRoles(page);
          expect(
            roles.filter((role) => role === "table").length,
            `${path}: tables read as tables`,
          ).toBeGreaterThanOrEqual(tables);
          expect(roles, `${path}: column headers read as such`).toContain("columnheader");
          await checkA11y();
        }
      });
    }
    // every page that does not fit, not only the first
    expect(problems).toEqual([]);
  });
}
