/**
 * The WCAG 2.2 criteria no scanner checks, on one page of every kind in each unit (a text page, a form,
 * a list, a table, an overview), in both projects: reflow at 320 CSS px (1.4.10), text spacing (1.4.12),
 * focus visible and not obscured (2.4.7, 2.4.11), target size (2.5.8), forced colours and reduced motion,
 * and, on pages in English, German text marked as German (3.1.2). Each check is proved to fail on a page
 * built to break it in tests/a11y/criteria.test.ts. A wide data table is the reflow criterion's own
 * exception: it is recorded as an annotation of the test (the conformance report lists it), not a failure.
 */
import type { Page, TestInfo } from "@playwright/test";
import {
  type Findings,
  focusVisible,
  forcedColours,
  languageOfParts,
  reducedMotion,
  reflow,
  targetSize,
  textSpacing,
} from "../a11y/criteria";
import { wcag } from "../a11y/wcag";
import { expect, test, translation } from "./fixtures";

/** Every check of one page, problems prefixed with the page; exceptions become annotations. */
async function checkPage(page: Page, testInfo: TestInfo, path: string, lng = "de"): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator("h1").first()).toBeVisible();
  const results: [string, Findings][] = [
    ["2.5.8", await targetSize(page)],
    ["2.4.7/2.4.11", await focusVisible(page)],
    ["forced colours", await forcedColours(page)],
    ["reduced motion", await reducedMotion(page)],
    ["1.4.12", await textSpacing(page)],
    ["1.4.10", await reflow(page)],
    ["3.1.2", await languageOfParts(page, lng)],
  ];
  for (const [, found] of results) {
    for (const exception of found.exceptions) {
      testInfo.annotations.push({ type: "exception", description: `1.4.10 ${path}: ${exception}` });
    }
  }
  return results.flatMap(([criterion, found]) => found.problems.map((p) => `${path} [${criterion}] ${p}`));
}

const CRITERIA = wcag("1.4.10", "1.4.12", "2.4.7", "2.4.11", "2.5.8", "3.1.2");

test(
  "public pages: a legal text, the accessibility statement and the CV generator's form",
  CRITERIA,
  async ({ page }, testInfo) => {
    const problems: string[] = [];
    for (const path of [
      "/impressum",
      "/barrierefreiheit",
      "/barrierefreiheit/bericht",
      "/lebenslauf-generator/input/profil",
    ]) {
      problems.push(...(await checkPage(page, testInfo, path)));
    }
    problems.push(...(await checkPage(page, testInfo, "/barrierefreiheit?lng=en", "en")));
    expect(problems).toEqual([]);
  },
);

test(
  "applicant unit: home, overview, a form step, notifications, news, documents",
  CRITERIA,
  async ({ page, signedIn }, testInfo) => {
    test.setTimeout(120_000);
    await signedIn("applicant-lena", "/ds/home");
    const problems: string[] = [];
    for (const path of [
      "/ds/home",
      "/ds/application",
      "/ds/application/data/1",
      "/ds/notifications",
      "/ds/news",
      "/ds/documents",
    ]) {
      problems.push(...(await checkPage(page, testInfo, path)));
    }
    // in English: German content (news, course names) is marked as German
    for (const path of ["/ds/news?lng=en", "/ds/application?lng=en"]) {
      problems.push(...(await checkPage(page, testInfo, path, "en")));
    }
    expect(problems).toEqual([]);
  },
);

test(
  "company unit: home, job openings, a job-opening form, invoices, notifications",
  CRITERIA,
  async ({ page, signedIn }, testInfo) => {
    test.setTimeout(120_000);
    await signedIn("company-olaf", "/b2b/home");
    const problems: string[] = [];
    for (const path of [
      "/b2b/home",
      "/b2b/job-openings",
      "/b2b/job-openings/manage/study",
      "/b2b/invoices",
      "/b2b/notifications",
    ]) {
      problems.push(...(await checkPage(page, testInfo, path)));
    }
    problems.push(...(await checkPage(page, testInfo, "/b2b/news?lng=en", "en")));
    expect(problems).toEqual([]);
  },
);

test("advisor console: the applicant list and an applicant", CRITERIA, async ({ page, signedIn }, testInfo) => {
  await signedIn("staff-sabine", "/advisor/applicants");
  const problems = await checkPage(page, testInfo, "/advisor/applicants");
  const first = await page.locator('main a[href^="/advisor/applicants/"]').first().getAttribute("href");
  problems.push(...(await checkPage(page, testInfo, first!)));
  expect(problems).toEqual([]);
});

test("the conformance report is linked from the accessibility statement, in German and English", async ({
  page,
  checkA11y,
}) => {
  for (const lng of ["de", "en"]) {
    await page.goto(`/barrierefreiheit?lng=${lng}`);
    await expect(
      page.getByText(translation(lng, "legal", "accessibility.preparation.report", { date: "" }).slice(0, 40)),
    ).toBeVisible();
    await page.getByRole("link", { name: translation(lng, "legal", "accessibility.preparation.reportLink") }).click();
    await expect(page).toHaveURL(/\/barrierefreiheit\/bericht$/);
    await expect(page.getByRole("heading", { level: 1, name: translation(lng, "conformance", "title") })).toBeVisible();
    // every criterion, 4.1.1 marked as obsolete
    await expect(page.getByRole("heading", { level: 3 })).toHaveCount(56);
    await expect(page.getByRole("heading", { level: 3, name: /^1\.4\.10 / })).toBeVisible();
    await expect(page.getByText(translation(lng, "conformance", "obsolete"), { exact: false })).toBeVisible();
    await checkA11y();
  }
});
