/**
 * The WCAG 2.2 criteria no automated scanner checks, as checks of a live page in Playwright. Each check
 * returns the problems it found, one line each (empty: the page passes), so that a test can assert an empty
 * list and show every problem at once, and a unit test can prove the check finds a deliberately broken page
 * (tests/a11y/criteria.test.ts).
 *
 * What runs in the page is written as self-contained functions (Playwright serialises them), so they use no
 * imports and no helpers from outside their own body.
 */
import type { Page } from "@playwright/test";

/** A problem found, and the elements known exceptions allow (data tables, see `reflow`). */
export interface Findings {
  problems: string[];
  exceptions: string[];
}

/** The width WCAG 1.4.10 asks content to reflow at: 1280 CSS px at 400 % zoom (and a 320 px wide phone). */
export const REFLOW_VIEWPORT = { width: 320, height: 256 } as const;

/**
 * 1.4.10 Reflow: at 320 CSS px no horizontal scrolling of the page and no text cut off by a box that hides
 * its overflow. Content inside a data table may scroll in two dimensions (the criterion's exception): it
 * is reported as an exception, not a problem.
 */
export async function reflow(page: Page): Promise<Findings> {
  const before = page.viewportSize();
  await page.setViewportSize(REFLOW_VIEWPORT);
  try {
    return await page.evaluate(() => {
      const describe = (el: Element) => {
        const id = el.id ? `#${el.id}` : "";
        const cls = typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : "";
        const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
        return `<${el.tagName.toLowerCase()}${id}${cls}> "${text}"`;
      };
      // visually hidden text (sr-only: clipped to 1 px) is read, not shown: it cannot overflow what is seen
      const hidden = (el: Element) => {
        // inside a closed <details> or another content-visibility:hidden box: laid out, but never shown
        if (!el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })) return true;
        for (let node: Element | null = el; node; node = node.parentElement) {
          const s = getComputedStyle(node);
          if (s.display === "none" || s.visibility === "hidden") return true;
          if (s.position === "absolute" && (s.clip !== "auto" || s.clipPath !== "none")) return true;
        }
        return false;
      };
      const problems: string[] = [];
      const exceptions: string[] = [];
      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth > width + 1) {
        // the outermost elements reaching past the right edge (or the left one, right to left)
        const wide = [...document.body.querySelectorAll("*")].filter((el) => {
          if (hidden(el)) return false;
          const r = el.getBoundingClientRect();
          if (r.width === 0 || r.height === 0) return false;
          return r.right > width + 1 || r.left < -1;
        });
        const outermost = wide.filter((el) => !wide.some((o) => o !== el && o.contains(el) && o !== document.body));
        for (const el of outermost.length ? outermost : wide) {
          if (el.closest("table")) exceptions.push(`data table scrolls sideways: ${describe(el)}`);
          else
            problems.push(
              `scrolls sideways at ${width} px: ${describe(el)} is ${Math.round(el.getBoundingClientRect().width)} px wide`,
            );
        }
        // text running past the edge: a word too long for the line (a German compound in a large heading)
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || hidden(parent) || parent.closest("table")) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          if ([...range.getClientRects()].some((r) => r.right > width + 1 || r.left < -1)) {
            problems.push(`text runs past the edge at ${width} px: ${describe(parent)}`);
          }
        }
        if (!wide.length && !problems.length) problems.push(`the page scrolls sideways at ${width} px`);
      }
      for (const el of document.body.querySelectorAll("*")) {
        const s = getComputedStyle(el);
        const clips = (v: string) => v === "hidden" || v === "clip";
        if (!clips(s.overflowX) && !clips(s.overflowY)) continue;
        if (hidden(el) || !(el.textContent ?? "").trim()) continue;
        const cut =
          (clips(s.overflowX) && el.scrollWidth > el.clientWidth + 1) ||
          (clips(s.overflowY) && el.scrollHeight > el.clientHeight + 1);
        if (cut) (el.closest("table") ? exceptions : problems).push(`text cut off at ${width} px: ${describe(el)}`);
      }
      return { problems, exceptions };
    });
  } finally {
    if (before) await page.setViewportSize(before);
  }
}

/** The text-spacing overrides of WCAG 1.4.12 (the bookmarklet auditors use), as one style sheet. */
export const TEXT_SPACING_CSS = `*, *::before, *::after {
  line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important;
}
p { margin-bottom: 2em !important; }`;

/**
 * 1.4.12 Text spacing: with the overrides applied, no text is cut off by a box that hides its overflow and
 * no two pieces of text overlap. The overrides are removed again afterwards.
 */
export async function textSpacing(page: Page): Promise<Findings> {
  const problems = await page.evaluate((css) => {
    const style = document.createElement("style");
    style.id = "wcag-text-spacing";
    style.textContent = css;
    document.head.append(style);
    const describe = (el: Element) => {
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}> "${text}"`;
    };
    const visible = (el: Element) => {
      // inside a closed <details> or another content-visibility:hidden box: laid out, but never shown
      if (!el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })) return false;
      for (let node: Element | null = el; node; node = node.parentElement) {
        const s = getComputedStyle(node);
        if (s.display === "none" || s.visibility === "hidden" || Number(s.opacity) === 0) return false;
        if (s.position === "absolute" && (s.clip !== "auto" || s.clipPath !== "none")) return false;
      }
      return true;
    };
    const found: string[] = [];
    try {
      for (const el of document.body.querySelectorAll("*")) {
        const s = getComputedStyle(el);
        const clips = (v: string) => v === "hidden" || v === "clip";
        if (!clips(s.overflowX) && !clips(s.overflowY)) continue;
        if (!(el.textContent ?? "").trim() || !visible(el)) continue;
        if (
          (clips(s.overflowX) && el.scrollWidth > el.clientWidth + 1) ||
          (clips(s.overflowY) && el.scrollHeight > el.clientHeight + 1)
        ) {
          found.push(`text cut off with wider spacing: ${describe(el)}`);
        }
      }
      // every line box of text: two of them that cover each other overlap
      const boxes: { el: Element; r: DOMRect }[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !(node.textContent ?? "").trim() || !visible(parent)) continue;
        if (["SCRIPT", "STYLE", "NOSCRIPT", "OPTION"].includes(parent.tagName)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) if (r.width > 1 && r.height > 1) boxes.push({ el: parent, r });
      }
      const overlap = (a: DOMRect, b: DOMRect) =>
        Math.min(a.right, b.right) - Math.max(a.left, b.left) > 2 &&
        Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 4;
      const reported = new Set<Element>();
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i];
          const b = boxes[j];
          if (a.el === b.el || reported.has(a.el) || !overlap(a.r, b.r)) continue;
          reported.add(a.el);
          found.push(`text overlaps with wider spacing: ${describe(a.el)} and ${describe(b.el)}`);
        }
      }
    } finally {
      style.remove();
    }
    return found;
  }, TEXT_SPACING_CSS);
  return { problems, exceptions: [] };
}

/** One stop of the keyboard focus: what it is, whether its indicator shows, and whether it is covered. */
interface FocusStop {
  what: string;
  /** The best contrast of the focus indicator (outline or ring) against the colour around the element. */
  contrast: number;
  /** Which parts of the indicator are drawn (outline, ring, border change). */
  indicator: string[];
  /** Fully covered by a fixed or sticky element (a header, a banner). */
  obscured: boolean;
}

/** The focused element, its focus indicator's contrast and whether a fixed or sticky box covers it. */
function focusStop(): FocusStop | null {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body || el === document.documentElement) return null;
  const parse = (c: string): [number, number, number, number] | null => {
    const m = /rgba?\(([\d.]+),?\s*([\d.]+),?\s*([\d.]+)(?:[,/]\s*([\d.]+))?\)/.exec(c);
    return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : null;
  };
  const luminance = ([r, g, b]: number[]) => {
    const f = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const ratio = (a: number[], b: number[]) => {
    const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (l1 + 0.05) / (l2 + 0.05);
  };
  // the colour the indicator is drawn on: the first opaque background around the element
  let around: number[] = [255, 255, 255];
  for (let node = el.parentElement; node; node = node.parentElement) {
    const c = parse(getComputedStyle(node).backgroundColor);
    if (c && c[3] > 0.5) {
      around = c;
      break;
    }
  }
  const s = getComputedStyle(el);
  const parts: { name: string; colour: number[] }[] = [];
  const outline = parse(s.outlineColor);
  if (s.outlineStyle !== "none" && Number.parseFloat(s.outlineWidth) >= 1 && outline && outline[3] > 0) {
    parts.push({ name: "outline", colour: outline });
  }
  // box-shadow rings: every colour given with a spread of at least 1 px
  for (const m of s.boxShadow.matchAll(/(rgba?\([^)]*\))\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+([\d.]+)px\s+([\d.]+)px/g)) {
    const colour = parse(m[1]);
    if (colour && colour[3] > 0 && Number(m[5]) >= 1) parts.push({ name: "ring", colour });
  }
  const contrast = Math.max(0, ...parts.map((p) => ratio(p.colour, around)));
  // covered: every sample point of the element is under a fixed or sticky box that does not contain it
  const r = el.getBoundingClientRect();
  const points = [
    [r.left + r.width / 2, r.top + r.height / 2],
    [r.left + 2, r.top + 2],
    [r.right - 2, r.bottom - 2],
  ].filter(([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight);
  const coveredAt = ([x, y]: number[]) => {
    const top = document.elementFromPoint(x, y);
    if (!top || el.contains(top) || top.contains(el)) return false;
    for (let node: Element | null = top; node; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if (position === "fixed" || position === "sticky") return !node.contains(el);
    }
    return false;
  };
  const obscured = r.width > 0 && r.height > 0 && (points.length === 0 || points.every(coveredAt));
  const label = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
  const type = el.getAttribute("type");
  return {
    what: `<${el.tagName.toLowerCase()}${type ? ` type=${type}` : ""}${el.id ? ` #${el.id}` : ""}> "${label}"`,
    contrast: Math.round(contrast * 100) / 100,
    indicator: parts.map((p) => p.name),
    obscured,
  };
}

/** At least this many key presses through a page: long forms have more stops than a check needs. */
const MAX_TAB_STOPS = 80;

/**
 * 2.4.7 Focus visible and 2.4.11 Focus not obscured: Tab through the page from its start; every element
 * that takes the focus shows an indicator with at least 3:1 contrast against its surroundings (2.4.13's
 * measure, the team's bar for 2.4.7) and is not hidden under a fixed or sticky box. Stops after
 * MAX_TAB_STOPS stops or when the focus comes back round.
 */
export async function focusVisible(page: Page, maxStops = MAX_TAB_STOPS): Promise<Findings> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const problems: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(focusStop);
    if (!stop) continue;
    if (seen.has(stop.what) && i > 0) {
      if ([...seen][0] === stop.what) break;
    }
    seen.add(stop.what);
    if (stop.contrast < 3) {
      problems.push(
        `focus not visible on ${stop.what}: ${stop.indicator.length ? `${stop.indicator.join("+")} at ${stop.contrast}:1` : "no indicator"}`,
      );
    }
    if (stop.obscured) problems.push(`focus hidden under a fixed or sticky box: ${stop.what}`);
  }
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return { problems, exceptions: [] };
}

/**
 * 2.5.8 Target size (minimum): every pointer target is at least 24 × 24 CSS px, or a 24 px circle on its
 * centre touches no other target (the spacing exception). Links inside a sentence are exempt (the inline
 * exception); a check box or radio button counts together with its label, which takes the click too.
 */
export async function targetSize(page: Page): Promise<Findings> {
  const problems = await page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';
    const visible = (el: Element) => {
      // inside a closed <details> or another content-visibility:hidden box: laid out, but never shown
      if (!el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })) return false;
      const s = getComputedStyle(el);
      if (s.visibility === "hidden" || s.display === "none" || s.pointerEvents === "none") return false;
      for (let node: Element | null = el; node; node = node.parentElement) {
        const p = getComputedStyle(node);
        if (p.display === "none" || (p.position === "absolute" && (p.clip !== "auto" || p.clipPath !== "none"))) {
          return false;
        }
      }
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0;
    };
    // a link inside running text: the sentence around it sets its height
    const inline = (el: Element) => {
      if (el.tagName !== "A") return false;
      const block = el.parentElement;
      if (!block || getComputedStyle(el).display !== "inline") return false;
      const own = (el.textContent ?? "").trim().length;
      return (block.textContent ?? "").trim().length > own + 2;
    };
    const rectOf = (el: Element) => {
      const r = el.getBoundingClientRect();
      const input = el as HTMLInputElement;
      const label = input.labels?.[0];
      if (!label || !["checkbox", "radio"].includes(input.type)) return r;
      const l = label.getBoundingClientRect();
      const left = Math.min(r.left, l.left);
      const top = Math.min(r.top, l.top);
      return new DOMRect(left, top, Math.max(r.right, l.right) - left, Math.max(r.bottom, l.bottom) - top);
    };
    const targets = [...document.querySelectorAll(selector)].filter(visible).map((el) => ({ el, r: rectOf(el) }));
    const describe = (el: Element) => {
      const label = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}> "${label}"`;
    };
    // distance from a point to a rectangle
    const distance = (x: number, y: number, r: DOMRect) =>
      Math.hypot(Math.max(r.left - x, 0, x - r.right), Math.max(r.top - y, 0, y - r.bottom));
    const found: string[] = [];
    for (const t of targets) {
      if (t.r.width >= 23.5 && t.r.height >= 23.5) continue;
      if (inline(t.el)) continue;
      const cx = t.r.left + t.r.width / 2;
      const cy = t.r.top + t.r.height / 2;
      const crowded = targets.some((o) => {
        if (o.el === t.el || o.el.contains(t.el) || t.el.contains(o.el)) return false;
        // another target inside the circle, or the other's own circle (when it is small too) overlapping
        const small = o.r.width < 23.5 || o.r.height < 23.5;
        const ox = o.r.left + o.r.width / 2;
        const oy = o.r.top + o.r.height / 2;
        return distance(cx, cy, o.r) < 12 || (small && Math.hypot(cx - ox, cy - oy) < 24);
      });
      if (crowded)
        found.push(
          `target too small and too close: ${describe(t.el)} is ${Math.round(t.r.width)}×${Math.round(t.r.height)} px`,
        );
    }
    return found;
  });
  return { problems, exceptions: [] };
}

/**
 * Forced colours (Windows high contrast): backgrounds and shadows are replaced by the system's colours, so
 * a control must be drawn by its border and the focus by an outline. Every button, field and select keeps a
 * border or outline, an invalid field keeps a border and its error text, and the focused element an outline.
 */
export async function forcedColours(page: Page): Promise<Findings> {
  await page.emulateMedia({ forcedColors: "active" });
  try {
    const problems = await page.evaluate(() => {
      const found: string[] = [];
      if (!matchMedia("(forced-colors: active)").matches) found.push("forced colours are not active");
      const describe = (el: Element) => {
        const label = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
        return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}> "${label}"`;
      };
      const visible = (el: Element) => {
        // inside a closed <details> or another content-visibility:hidden box: laid out, but never shown
        if (!el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })) return false;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return false;
        for (let node: Element | null = el; node; node = node.parentElement) {
          const s = getComputedStyle(node);
          if (s.display === "none" || s.visibility === "hidden") return false;
          if (s.position === "absolute" && (s.clip !== "auto" || s.clipPath !== "none")) return false;
        }
        return true;
      };
      const edged = (el: Element) => {
        const s = getComputedStyle(el);
        const sides = ["Top", "Right", "Bottom", "Left"] as const;
        const border = sides.some(
          (side) =>
            s.getPropertyValue(`border-${side.toLowerCase()}-style`) !== "none" &&
            Number.parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1,
        );
        return border || (s.outlineStyle !== "none" && Number.parseFloat(s.outlineWidth) >= 1);
      };
      const controls = document.querySelectorAll(
        'button, input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not([type="file"]), select, textarea',
      );
      for (const el of controls) {
        if (!visible(el)) continue;
        // a button drawn as a link (text only) is read as a link in forced colours too
        if (el.tagName === "BUTTON" && getComputedStyle(el).textDecorationLine.includes("underline")) continue;
        if (!edged(el)) found.push(`control without an edge in forced colours: ${describe(el)}`);
      }
      for (const el of document.querySelectorAll('[aria-invalid="true"]')) {
        if (!visible(el)) continue;
        if (!edged(el)) found.push(`invalid field without an edge in forced colours: ${describe(el)}`);
        for (const id of (el.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean)) {
          const text = document.getElementById(id);
          if (text && !visible(text)) found.push(`error text of ${describe(el)} not shown in forced colours`);
        }
      }
      return found;
    });
    // the focus: an outline, since forced colours drop box-shadow rings
    const focusProblems: string[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      const stop = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const s = getComputedStyle(el);
        const outlined = s.outlineStyle !== "none" && Number.parseFloat(s.outlineWidth) >= 1;
        return { what: `<${el.tagName.toLowerCase()}> "${(el.textContent ?? "").trim().slice(0, 40)}"`, outlined };
      });
      if (stop && !stop.outlined) focusProblems.push(`focus without an outline in forced colours: ${stop.what}`);
    }
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    return { problems: [...problems, ...focusProblems], exceptions: [] };
  } finally {
    await page.emulateMedia({ forcedColors: "none" });
  }
}

/**
 * Reduced motion (2.3.3's intent, asked for by the operating system's setting): with
 * `prefers-reduced-motion: reduce` nothing animates or transitions movement and the page does not scroll
 * smoothly. Colour transitions are motion-free and allowed.
 */
export async function reducedMotion(page: Page): Promise<Findings> {
  await page.emulateMedia({ reducedMotion: "reduce" });
  try {
    const problems = await page.evaluate(() => {
      const found: string[] = [];
      if (!matchMedia("(prefers-reduced-motion: reduce)").matches) found.push("reduced motion is not emulated");
      if (getComputedStyle(document.documentElement).scrollBehavior === "smooth") found.push("smooth scrolling");
      for (const el of document.querySelectorAll("*")) {
        const s = getComputedStyle(el);
        const seconds = (v: string) =>
          Math.max(...v.split(",").map((d) => Number.parseFloat(d) * (d.trim().endsWith("ms") ? 0.001 : 1)));
        if (s.animationName !== "none" && seconds(s.animationDuration) > 0.01) {
          found.push(`animates with reduced motion: <${el.tagName.toLowerCase()}> ${s.animationName}`);
        }
        const moving = s.transitionProperty
          .split(",")
          .some((p) => /all|transform|translate|scale|rotate|top|left|margin/.test(p));
        if (moving && seconds(s.transitionDuration) > 0.01) {
          found.push(`moves with reduced motion: <${el.tagName.toLowerCase()}> transition ${s.transitionProperty}`);
        }
      }
      return found;
    });
    return { problems, exceptions: [] };
  } finally {
    await page.emulateMedia({ reducedMotion: "no-preference" });
  }
}

/**
 * Words that are German and not English (nor French, Spanish or Italian): two of them in one piece of text
 * make it German. Proper names (a company's, a person's) are exempt from 3.1.2 and rarely contain two.
 */
export const GERMAN_WORDS = [
  "und",
  "der",
  "das",
  "den",
  "dem",
  "des",
  "für",
  "mit",
  "ist",
  "nicht",
  "eine",
  "einen",
  "einer",
  "zur",
  "zum",
  "über",
  "auch",
  "bei",
  "wird",
  "werden",
  "sind",
  "oder",
  "sich",
  "nach",
  "wir",
  "unser",
  "unsere",
  "neue",
  "neues",
  "neuen",
  "studiengänge",
  "studiengang",
  "duales",
  "studium",
  "wirtschaft",
  "informatik",
  "ab",
  "vom",
  "ihre",
  "ihr",
  "dein",
  "deine",
  "jetzt",
  "hier",
  "mehr",
  "sowie",
  "können",
  "kann",
  "bitte",
  "schon",
];

/**
 * 3.1.2 Language of parts: on a page in another language than German, text in German (course names,
 * news and company content that exist in German only) is marked with lang="de" on it or around it. A text
 * counts as German when it holds two of GERMAN_WORDS; `expected` is the page's language.
 */
export async function languageOfParts(page: Page, expected: string): Promise<Findings> {
  const problems = await page.evaluate(
    ({ words, expected }) => {
      const german = new Set(words);
      const found: string[] = [];
      const pageLang = document.documentElement.lang;
      if (pageLang !== expected) found.push(`the page's language is "${pageLang}", not "${expected}"`);
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const reported = new Set<Element>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || ["SCRIPT", "STYLE", "NOSCRIPT"].includes(parent.tagName)) continue;
        const text = parent.closest("[lang]")?.getAttribute("lang") ?? "";
        if (text.split("-")[0] === "de") continue;
        // a block's words together: a sentence may be split into several text nodes by markup
        const block =
          parent.closest("p, li, h1, h2, h3, h4, td, th, dd, dt, label, a, button, option, legend, figcaption") ??
          parent;
        if (reported.has(block)) continue;
        // the block's own text outside any part marked German
        const unmarked: string[] = [];
        const inner = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
        for (let t = inner.nextNode(); t; t = inner.nextNode()) {
          const lang = t.parentElement?.closest("[lang]")?.getAttribute("lang") ?? "";
          if (lang.split("-")[0] !== "de") unmarked.push(t.textContent ?? "");
        }
        const hits = new Set(
          unmarked
            .join(" ")
            .toLowerCase()
            .split(/[^\p{L}]+/u)
            .filter((w) => german.has(w)),
        );
        if (hits.size >= 2) {
          reported.add(block);
          found.push(
            `German text not marked lang="de" on a "${text}" page: "${unmarked.join(" ").trim().replace(/\s+/g, " ").slice(0, 60)}"`,
          );
        }
      }
      return found;
    },
    { words: GERMAN_WORDS, expected },
  );
  return { problems, exceptions: [] };
}
