import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The phone every page must fit (docs/decisions/075). */
export const PHONE = { width: 360, height: 800 };

/** What does not fit: the document's width, and elements that cut their text off. */
export async function overflowOf(page: Page) {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const clipped: string[] = [];
    // form fields scroll their own value: only text the page lays out counts (an open dialog's too)
    const fields = ":not(input, textarea, select)";
    for (const el of document.querySelectorAll<HTMLElement>(`main *${fields}, dialog[open] *${fields}`)) {
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

/**
 * For a page only a journey reaches (a state the seed gives nobody): the page as it is now, at the phone's
 * width, is no wider than the phone and cuts no text; then the journey's own viewport again.
 */
export async function expectFitsPhone(page: Page, name: string) {
  const before = page.viewportSize();
  await page.setViewportSize(PHONE);
  try {
    const { width, viewport, clipped, wide } = await overflowOf(page);
    expect(clipped, `${name}: text cut off at 360 px`).toEqual([]);
    expect(width, `${name}: no wider than the phone (${wide.join(", ")})`).toBeLessThanOrEqual(viewport);
  } finally {
    if (before) await page.setViewportSize(before);
  }
}
