/**
 * The ten languages of the applicant pages (docs/product.md#audiences-and-units): each is complete (scripts/check-locales.mjs in the
 * unit tests), and here each is seen on a public page, the applicant's home and an application step, with
 * the `lang` and `dir` of the text. The company unit exists in German and English: in another language it
 * shows German, marked as German, and says so once in the chosen language.
 */
import type { Locator } from "@playwright/test";
import { LANGUAGES, RTL_LANGUAGES } from "../../contracts/enums";
import { expect, signInDirectly, test, translation as text } from "./fixtures";

const direction = (lng: string) => ((RTL_LANGUAGES as readonly string[]).includes(lng) ? "rtl" : "ltr");

/** dd.MM.yyyy in Arabic-Indic digits (Arabic) or Persian digits (Persian): docs/decisions/035. */
const LOCAL_DATE: Record<string, RegExp> = {
  ar: /[\u0660-\u0669]{2}\.[\u0660-\u0669]{2}\.[\u0660-\u0669]{4}/,
  fa: /[\u06f0-\u06f9]{2}\.[\u06f0-\u06f9]{2}\.[\u06f0-\u06f9]{4}/,
};

/** The left edges of the characters of the first date in the element, as laid out on the page. */
const dateCharacterEdges = (element: Locator, date: RegExp) =>
  element.evaluate((node, source) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const match = new RegExp(source).exec(text.textContent ?? "");
      if (!match) continue;
      return [...match[0]].map((_, i) => {
        const range = document.createRange();
        range.setStart(text, match.index + i);
        range.setEnd(text, match.index + i + 1);
        return range.getBoundingClientRect().left;
      });
    }
    return [];
  }, date.source);

test("each of the ten languages: the imprint, the applicant's home and an application step, in that language and direction", async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(240_000); // thirty pages, each scanned by axe: far beyond the default 60 s
  // Given an applicant who is signed in
  await signInDirectly(page, "applicant-lena", "/ds/home");
  for (const lng of LANGUAGES) {
    // When a link opens the imprint in the language, Then it is written in it, in its direction
    await page.goto(`/impressum?lng=${lng}`);
    await expect(page.locator("html")).toHaveAttribute("lang", lng);
    await expect(page.locator("html")).toHaveAttribute("dir", direction(lng));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(lng, "legal", "imprint.title"));
    await checkA11y();
    // And the visit stays in it: the home page and the info-session step
    await page.goto("/ds/home");
    await expect(page.locator("html")).toHaveAttribute("lang", lng);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      text(lng, "common", "home.greeting", { name: "Lena" }),
    );
    await checkA11y();
    await page.goto("/ds/application/info-session/1");
    await expect(page.locator("html")).toHaveAttribute("dir", direction(lng));
    // (Lena is signed up for an info session: the step asks whether she attended)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(lng, "journey", "attendance.title"));
    await checkA11y();
  }
});

test("the company unit in French is shown in German, marked as German, and says so in French", async ({
  page,
  checkA11y,
}) => {
  // Given a company user who chose French
  await signInDirectly(page, "company-olaf", "/b2b/home?lng=fr");
  // Then the page is German and marked so, the language switch still names French
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByLabel("Sprache")).toHaveValue("fr");
  // And one sentence, marked as French, says why
  const notice = page.locator('header p[lang="fr"]');
  await expect(notice).toHaveText(text("fr", "common", "shell.language.onlyGermanEnglish"));
  await expect(notice).toHaveCount(1);
  await checkA11y();
  // And English stays English
  await page.goto("/b2b/home?lng=en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("header p[lang]")).toHaveCount(0);
});

test("Arabic and Persian at phone and desktop width: mirrored pages, kept as screenshots for a reader of those languages", async ({
  page,
}, testInfo) => {
  // Given an applicant who is signed in
  await signInDirectly(page, "applicant-lena", "/ds/home");
  for (const lng of RTL_LANGUAGES) {
    for (const [width, size] of [
      ["phone", { width: 390, height: 844 }],
      ["desktop", { width: 1280, height: 900 }],
    ] as const) {
      await page.setViewportSize(size);
      for (const [name, path] of [
        ["home", "/ds/home"],
        ["step", "/ds/application/info-session/1"],
      ] as const) {
        // When she opens the page in the language at that width
        await page.goto(`${path}?lng=${lng}`);
        // Then it is right to left: the portal's name starts at the right edge, where a reader begins
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
        const brand = await page.getByRole("banner").getByRole("link").first().boundingBox();
        expect(brand && brand.x + brand.width).toBeGreaterThan(size.width * 0.75);
        // And the news, which exist in German and English only, are marked German and run left to right
        if (name === "home") {
          const title = page.getByTestId("news-teasers").getByRole("heading").first();
          await expect(title).toHaveAttribute("lang", "de");
          await expect(title).toHaveAttribute("dir", "ltr");
          // And so is her course of study, a German name ("Informatik (B.Sc.)")
          await expect(
            page.locator('main dd span[lang="de"][dir="ltr"]').filter({ hasText: /\(B\.[A-Za-z]+\.\)$/ }),
          ).toHaveCount(1);
          // And a news item's date is dd.MM.yyyy in the language's own digits, none of 0–9
          const published = page.getByTestId("news-teasers").getByText(LOCAL_DATE[lng]).first();
          await expect(published).toBeVisible();
          await expect(published).not.toHaveText(/[0-9]/);
          // And inside the right-to-left sentence the date still reads day, month, year: its characters are
          // laid out left to right, one number run (no isolation needed: ADR 035)
          const edges = await dateCharacterEdges(published, LOCAL_DATE[lng]);
          expect(edges).toHaveLength(10);
          expect(edges.every((x, i) => i === 0 || x > edges[i - 1])).toBe(true);
        }
        // And the whole page is kept for a reader to look at (README, "Languages")
        await page.screenshot({ path: testInfo.outputPath(`${lng}-${name}-${width}.png`), fullPage: true });
      }
    }
  }
});
