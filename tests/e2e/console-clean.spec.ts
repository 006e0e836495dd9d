/**
 * Every page of every unit hydrates without a complaint: with JavaScript on, a person of each kind signs
 * in and follows every link of their unit (GET only: a read never writes), once per kind of page (the same
 * route with another id counts once), and each page must load and hydrate with no console error and no
 * page error. React reports a server/client difference (#418, #423, #425) as such an error, so a page that
 * renders twice fails here. Each page's title must be
 * translated and complete (no key, no placeholder), and its visible text shows no translation key, no
 * stored value of an enumeration of contracts/ and no ISO date (tests/e2e/raw-values.ts). Its footer links
 * the accessibility statement, and no id is given twice.
 * The no-JS project has nothing to hydrate: the crawl runs with JavaScript only (playwright.config.ts).
 * CRAWL_LOG=<file> appends each page visited and its problems to the file.
 */
import { appendFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { UUID_SOURCE } from "../../contracts/uuid";
import { expect, signInDirectly, test, waitForHydration } from "./fixtures";
import { rawValuesIn } from "./raw-values";

/** Links that leave the page's kind of content: files, the login and logout, the identity providers. */
const NOT_A_PAGE =
  /^\/(auth|idp|logout|dev|api|locales|build|healthz)\b|\/(download|preview|attachments?|pdf|ics|logout)\b|\.(pdf|ics|zip|png|jpe?g|docx?)$/;

/**
 * The kind of page an address shows: ids and numbers of records replaced, the query's view (tab, queue)
 * kept. Addresses matching `eachRecord` count once per record (every applicant an advisor sees: each has
 * its own history to show).
 */
function pageKind(url: URL, eachRecord?: RegExp): string {
  if (eachRecord?.test(url.pathname)) return url.pathname;
  const path = url.pathname.replace(new RegExp(UUID_SOURCE, "gi"), ":id").replace(/\/\d{3,}(?=\/|$)/g, "/:n");
  const views = ["tab", "queue", "view", "status"]
    .filter((name) => url.searchParams.has(name))
    .map((name) => `${name}=${url.searchParams.get(name)}`);
  return views.length > 0 ? `${path}?${views.join("&")}` : path;
}

/**
 * The page's requests not yet answered. `settled()` resolves once none has been open for 100 ms: the
 * effects a page starts after hydration have then reported what they will report. (Playwright's
 * "networkidle" waits 500 ms after the last request: five times as long on every page of the crawl.)
 */
function requestsInFlight(page: Page) {
  const open = new Set<unknown>();
  let lastChange = Date.now();
  const settle = (request: unknown) => {
    open.delete(request);
    lastChange = Date.now();
  };
  page.on("request", (request) => {
    open.add(request);
    lastChange = Date.now();
  });
  page.on("requestfinished", settle);
  page.on("requestfailed", settle);
  return {
    async settled() {
      const deadline = Date.now() + 10_000;
      // a timer of the runner, not of the page: polling through the page costs a protocol round trip each
      while (Date.now() < deadline && (open.size > 0 || Date.now() - lastChange < 100)) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}

interface Visit {
  url: string;
  problems: string[];
}

async function crawl(page: Page, start: string, within: RegExp, limit: number, eachRecord?: RegExp): Promise<Visit[]> {
  const problems: string[] = [];
  page.on("console", (message) => {
    // the head's <link rel="expect"> names the element the first frame waits for: a page without it
    // paints only when its whole document is parsed, which Chromium reports as a warning
    const missingExpected = message.type() === "warning" && /expected to be parsed/.test(message.text());
    if (message.type() !== "error" && !missingExpected) return;
    problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  const inFlight = requestsInFlight(page);
  const origin = new URL(page.url()).origin;
  const queue = [new URL(start, origin)];
  const seen = new Set([pageKind(queue[0], eachRecord)]);
  const visits: Visit[] = [];
  while (queue.length > 0 && visits.length < limit) {
    const url = queue.shift()!;
    problems.length = 0;
    const response = await page.goto(url.pathname + url.search).catch((error: Error) => {
      // a link to a file (an attachment) starts a download instead of a page
      if (/Download is starting/.test(error.message)) return null;
      throw error;
    });
    if (!response?.headers()["content-type"]?.startsWith("text/html")) continue;
    await waitForHydration(page, true);
    // effects after hydration (a fetcher, a late namespace) may still complain: wait until they are answered
    await inFlight.settled();
    // what the checks read, in one round trip to the page
    const seenOnPage = await page.evaluate(() => {
      const ids = [...document.querySelectorAll("[id]")].map((el) => el.id);
      // the raw-value check reads the page's own texts: parts marked as another language (a course name in
      // German on an English page, a test's English name in the conformance report) are read apart
      const language = document.documentElement.getAttribute("lang") ?? "de";
      const otherLanguage = [...document.body.querySelectorAll<HTMLElement>("[lang]")].filter(
        (el) => el.getAttribute("lang") !== language,
      );
      const shown = otherLanguage.map((el) => el.style.display);
      for (const el of otherLanguage) el.style.display = "none";
      const text = document.body.innerText;
      otherLanguage.forEach((el, i) => {
        el.style.display = shown[i];
      });
      return {
        title: document.title,
        language,
        text,
        // the accessibility statement is linked from every footer (BITV 2.0)
        statement: document.querySelectorAll('footer a[href="/barrierefreiheit"]').length,
        // an id names one element (a label, a skip target and aria references rely on it)
        duplicateIds: [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))],
        hrefs: [...document.querySelectorAll("a[href]")].map((a) => a.getAttribute("href") ?? ""),
      };
    });
    const { title, language, text, statement, duplicateIds, hrefs } = seenOnPage;
    visits.push({
      url: url.pathname + url.search,
      problems: [
        ...(response.status() >= 500 ? [`status ${response.status()}`] : []),
        // the page title is translated and complete: no key, no placeholder
        ...(/\{\{|^[a-z][A-Za-z]*[:.][a-z][\w.]*\b/.test(title) ? [`title: ${title}`] : []),
        // what the page shows is no translation key, stored enum value or ISO date
        ...rawValuesIn(text, language),
        ...(statement === 0 ? ["no link to /barrierefreiheit in the footer"] : []),
        ...duplicateIds.map((id) => `duplicate id "${id}"`),
        ...problems,
      ],
    });
    for (const href of hrefs) {
      const next = new URL(href, url);
      next.hash = "";
      if (next.origin !== origin || NOT_A_PAGE.test(next.pathname) || !within.test(next.pathname)) continue;
      const kind = pageKind(next, eachRecord);
      if (seen.has(kind)) continue;
      seen.add(kind);
      queue.push(next);
    }
  }
  return visits;
}

/**
 * Each kind of person, the pages they start from, and how many kinds of page they reach at least. The
 * applicants tell different parts of the story (ready to match, in matching, an accepted offer with the
 * contract steps); the advisor opens every applicant of the search.
 */
const people: { sub: string; start: string; within: RegExp; least: number; eachRecord?: RegExp; most?: number }[] = [
  { sub: "applicant-lena", start: "/ds/home", within: /^\/(ds|impressum|datenschutz|agb|barrierefreiheit)/, least: 20 },
  { sub: "applicant-mia", start: "/ds/home", within: /^\/ds\//, least: 20 },
  { sub: "applicant-milan", start: "/ds/application", within: /^\/ds\/application/, least: 10 },
  { sub: "company-olaf", start: "/b2b/home", within: /^\/(b2b|enterprise)\//, least: 30 },
  // the advisor console is small: the queues, the search, an applicant
  {
    sub: "staff-stefan",
    start: "/advisor",
    within: /^\/advisor/,
    least: 5,
    eachRecord: /^\/advisor\/applicants\/[0-9a-f-]{36}$/,
    // the team lead sees every applicant (some forty): the first dozen tell every kind of history
    most: 15,
  },
  { sub: "staff-svenja", start: "/advisor/support", within: /^\/advisor\/support/, least: 3 },
  // every other demo person: the pages that differ for them (their stage, their permissions, no advisor),
  // a dozen kinds each (the pages all applicants share are crawled in full above)
  ...["applicant-max", "applicant-anna", "applicant-sara", "applicant-paul"].map((sub) => ({
    sub,
    start: "/ds/home",
    within: /^\/ds\//,
    least: 1,
    most: 12,
  })),
  ...["company-erika", "company-emil", "company-berta", "company-bernd"].map((sub) => ({
    sub,
    start: "/b2b/home",
    within: /^\/b2b\//,
    least: 3,
    most: 12,
  })),
  { sub: "staff-sabine", start: "/advisor", within: /^\/advisor/, least: 3, most: 12 },
];

for (const person of people) {
  test(`every page ${person.sub} can reach hydrates without a console or page error and shows no raw value`, async ({
    page,
  }) => {
    test.setTimeout(240_000); // up to sixty pages, each loaded and hydrated: far beyond the default 60 s
    await signInDirectly(page, person.sub, person.start);
    const visits = await crawl(page, person.start, person.within, person.most ?? 60, person.eachRecord);
    if (process.env.CRAWL_LOG) {
      appendFileSync(
        process.env.CRAWL_LOG,
        visits.map((v) => `${person.sub} ${v.url} ${v.problems.join(" / ")}\n`).join(""),
      );
    }
    expect(visits.length, "kinds of page reached").toBeGreaterThanOrEqual(person.least);
    expect(visits.filter((v) => v.problems.length > 0)).toEqual([]);
  });
}
