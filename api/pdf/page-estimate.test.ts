/**
 * The least page count refuses a document before any rendering, and never one that fits: it stays at or
 * below the real count of the renderer, and over the limit for the largest CV the generator accepts.
 */
import { describe, expect, it } from "vitest";
import { CV_MAX_ENTRIES, type CvData, emptyCv } from "#contracts";
import { CV_MAX_PAGES } from "#contracts/cv-options";
import { readPdf } from "../../tests/pdf-text";
import { cvBlocks, cvPdf } from "../services/cv-generator";
import { leastPages, PageLimitError } from "./page-estimate";
import { renderPoolStats } from "./pool";
import { renderPdfOnThisThread } from "./render";

const entry = (description: string) => ({ title: "Station", place: "Ort", from: "2020", to: "2021", description });
const cvWith = (entries: number, description: string): CvData => ({
  ...emptyCv(),
  profile: { ...emptyCv().profile, firstName: "Lena", lastName: "Lehmann", about: "x".repeat(1000) },
  experience: Array.from({ length: entries }, () => entry(description)),
  education: Array.from({ length: entries }, () => entry(description)),
});

describe("the least page count", () => {
  it("is at most the rendered count, for short, long, narrow and Arabic text", async () => {
    const texts = ["Wort ".repeat(150).trim(), "i".repeat(1000), "l i ".repeat(250), "القراءة والسباحة ".repeat(60)];
    for (const text of texts) {
      for (const entries of [1, 3, 6]) {
        const { title, blocks } = cvBlocks(cvWith(entries, text), "de");
        const real = (await readPdf(await renderPdfOnThisThread({ title, lang: "de", blocks }))).pages;
        expect(leastPages(blocks), `${entries} × ${text.slice(0, 12)}`).toBeLessThanOrEqual(real);
      }
    }
  }, 120_000);

  it("refuses the largest CV the generator accepts before it reaches a render thread", async () => {
    const largest = cvWith(CV_MAX_ENTRIES, "Wort ".repeat(200).trim());
    expect(leastPages(cvBlocks(largest, "de").blocks)).toBeGreaterThan(CV_MAX_PAGES);
    const before = renderPoolStats().completed;
    await expect(cvPdf(largest, "classic", "de")).rejects.toMatchObject({ status: 400 });
    expect(renderPoolStats().completed).toBe(before);
    expect(new PageLimitError(5).pages).toBe(5);
  });
});
