/**
 * Every page fits a phone of 360 px, with and without JavaScript: the document is no wider than the
 * viewport, no text is cut off and nothing scrolls sideways (an element whose content is wider than it). One
 * page load per page kind of each unit (the public pages, the applicant unit, the company unit, the advisor
 * console): lists, tables, forms, detail pages, overviews. Tables become labelled rows under 640 px
 * (`.table-rows` in app/styles/tailwind.css, docs/decisions/075-tables-on-a-phone.md).
 */
import type { Page } from "@playwright/test";
import { expect, signInDirectly, test } from "./fixtures";

test.use({ viewport: { width: 360, height: 800 } });

/**
 * A page to check: its address; or the first link of another page whose address matches (a record the seed
 * made: an opening, an applicant, a ticket); or a form's conflict page (a save refused as stale, nothing is
 * written).
 */
type PageKind = string | { linkOn: PageKind; matching: RegExp } | { conflictOn: string };

interface Visitor {
  /** A demo account (docs/demo-accounts.md), or nobody for the public pages. */
  sub: string | null;
  pages: PageKind[];
}

const ACTIVE_OPENING: PageKind = {
  linkOn: "/b2b/job-openings?status=openWithActiveMatches",
  matching: /^\/b2b\/job-openings\/[^/]+$/,
};
const STAFFED_OPENING: PageKind = {
  linkOn: "/b2b/job-openings?status=staffed",
  matching: /^\/b2b\/job-openings\/[^/]+$/,
};

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
      "/ds/application/partner-search/1",
      "/ds/application/partner-search/2",
      "/ds/application/partner-search/3",
      "/ds/application/partner-search/4",
      "/ds/documents",
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
      "/ds/faq",
      "/ds/tips",
      "/ds/bringafriend",
      "/ds/cvgenerator/input/profil",
      "/ds/withdrawal",
    ],
  },
  // the steps before matching: the info session and the consultation
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
      // the opening with active matches opens on its recommendations, the staffed one has contacted applicants
      { linkOn: ACTIVE_OPENING, matching: /^\/b2b\/job-openings\/[^/]+\/overview$/ },
      ACTIVE_OPENING,
      { linkOn: ACTIVE_OPENING, matching: /^\/b2b\/job-openings\/[^/]+\/applicants\/[^/]+$/ },
      { linkOn: STAFFED_OPENING, matching: /^\/b2b\/job-openings\/[^/]+\/contacted$/ },
      "/b2b/students",
      "/b2b/invoices",
      "/b2b/employees",
      "/b2b/employees/edit",
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
      "/b2b/help/start",
      "/b2b/help/contact",
      { linkOn: "/b2b/help/contact", matching: /^\/b2b\/help\/contact\/[^/]+$/ },
      "/b2b/news",
      { linkOn: "/b2b/news", matching: /^\/b2b\/news\/[^/]+$/ },
      "/b2b/notifications",
      "/b2b/downloads",
      "/b2b/upskilling",
    ],
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

/** What does not fit: the document's width, and elements that cut their text off. */
async function overflowOf(page: Page) {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const clipped: string[] = [];
    // form fields scroll their own value: only text the page lays out counts
    for (const el of document.querySelectorAll<HTMLElement>("main *:not(input, textarea, select)")) {
      const style = getComputedStyle(el);
      // cut off (hidden, clip) or only readable by scrolling sideways (auto, scroll); 1 px: screen-reader text
      if (style.overflowX === "visible" || el.clientWidth <= 1) continue;
      if (el.scrollWidth > el.clientWidth + 1)
        clipped.push(`${el.tagName.toLowerCase()}: ${el.textContent?.trim().slice(0, 40)}`);
    }
    // what sticks out on the right, to name it when the page is too wide
    const wide = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((el) => el.getBoundingClientRect().right > viewport + 1 && el.getBoundingClientRect().width > 0)
      .slice(-3)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80));
    return { width: document.documentElement.scrollWidth, viewport, clipped, wide };
  });
}

/** The roles Chromium gives screen readers for the page: a table laid out as rows must still be a table. */
async function accessibleRoles(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  await cdp.detach();
  return nodes.filter((node) => !node.ignored).map((node) => String(node.role?.value));
}

/** Opens the page of a kind and answers the address it shows. */
async function open(page: Page, kind: PageKind): Promise<string> {
  if (typeof kind === "string") {
    await page.goto(kind);
    // soft: the other pages are still checked, the test fails all the same
    expect.soft(new URL(page.url()).pathname, `${kind} answers with its own page`).toBe(kind.split("?")[0]);
  } else if ("linkOn" in kind) {
    const on = await open(page, kind.linkOn);
    const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    const path = hrefs.find((href) => href !== null && kind.matching.test(href));
    expect(path, `a link on ${on} to ${kind.matching}`).toBeDefined();
    await page.goto(path!);
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
      ? `the link to ${kind.matching} on ${describe(kind.linkOn)}`
      : `the conflict page of ${kind.conflictOn}`;

for (const [who, visitor] of Object.entries(VISITORS)) {
  test(`every page kind of ${who} fits a 360 px phone`, async ({ page, checkA11y }) => {
    test.setTimeout(60_000 + visitor.pages.length * 20_000);
    if (visitor.sub) {
      const [sub, start] = [visitor.sub, String(visitor.pages[0])];
      await test.step(`given ${sub} on a 360 px phone`, () => signInDirectly(page, sub, start));
    }
    const problems: string[] = [];
    for (const kind of visitor.pages) {
      await test.step(`when ${describe(kind)} is open, then it is no wider than the phone and cuts no text`, async () => {
        const path = await open(page, kind);
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
