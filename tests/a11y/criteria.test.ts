/**
 * Each check of tests/a11y/criteria.ts fails on a page built to break what it checks, and passes the same
 * page built right: a check that cannot fail proves nothing. Runs in Debian's Chromium as the journeys do.
 */
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  focusVisible,
  forcedColours,
  languageOfParts,
  reducedMotion,
  reflow,
  targetSize,
  textSpacing,
} from "./criteria";

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

const show = (body: string, head = "") =>
  page.setContent(`<!doctype html><html lang="en"><head><style>
    body { font: 16px/1.4 sans-serif; margin: 0; padding: 8px; }
    :focus-visible { outline: 3px solid #fd0; box-shadow: 0 0 0 5px #0b0c0c; }
    button, input { border: 2px solid #333; min-height: 44px; }
  </style>${head}</head><body>${body}</body></html>`);

describe("reflow (1.4.10)", () => {
  it("passes text that wraps and finds a fixed-width box and clipped text", async () => {
    await show("<main><p>Some words that wrap at any width without trouble.</p></main>");
    expect((await reflow(page)).problems).toEqual([]);
    await show('<main><div style="width:600px">A box as wide as a desktop column</div></main>');
    expect((await reflow(page)).problems.join()).toMatch(/scrolls sideways at 320 px/);
    await show('<main><h1 style="font-size:30px">Benachrichtigungsvoreinstellungen</h1></main>');
    expect((await reflow(page)).problems.join()).toMatch(/text runs past the edge at 320 px: <h1>/);
    await show(
      '<main><p style="white-space:nowrap;overflow:hidden">A long line that never wraps and is therefore cut off at the right edge of a phone screen</p></main>',
    );
    expect((await reflow(page)).problems.join()).toMatch(/text cut off at 320 px/);
  });

  it("reports a wide data table as the criterion's exception, not as a problem", async () => {
    await show(
      '<main><div style="overflow-x:auto"><table style="width:700px"><tr><td>Cell</td></tr></table></div></main>',
    );
    await page.addStyleTag({ content: "main > div { overflow-x: visible !important }" });
    const found = await reflow(page);
    expect(found.problems).toEqual([]);
    expect(found.exceptions.join()).toMatch(/data table/);
  });
});

describe("text spacing (1.4.12)", () => {
  it("passes boxes that grow and finds a fixed-height box that cuts the text off", async () => {
    await show("<main><p>Some text in a box that grows with its text.</p><p>Another paragraph.</p></main>");
    expect((await textSpacing(page)).problems).toEqual([]);
    await show(
      '<main><p style="height:22px;overflow:hidden;width:200px">Some text in a box of one fixed line that wraps</p></main>',
    );
    expect((await textSpacing(page)).problems.join()).toMatch(/text cut off with wider spacing/);
  });

  it("finds text laid over other text", async () => {
    await show(
      '<main><div style="position:relative;height:40px"><span style="position:absolute;top:0">Label</span><span style="position:absolute;top:6px">Value text</span></div></main>',
    );
    expect((await textSpacing(page)).problems.join()).toMatch(/text overlaps/);
  });
});

describe("focus visible and not obscured (2.4.7, 2.4.11)", () => {
  it("passes a yellow and black indicator and finds a missing or faint one", async () => {
    await show("<main><button>One</button> <a href='#x'>Two</a></main>");
    expect((await focusVisible(page)).problems).toEqual([]);
    await show(
      "<main><button>One</button><a href='#x'>Two</a></main>",
      "<style>a:focus-visible { outline: none; box-shadow: none }</style>",
    );
    expect((await focusVisible(page)).problems.join()).toMatch(/focus not visible on <a> "Two": no indicator/);
    await show(
      "<main><button>One</button></main>",
      "<style>:focus-visible { outline: 2px solid #ddd !important; box-shadow: none !important }</style>",
    );
    expect((await focusVisible(page)).problems.join()).toMatch(/outline at 1\.\d+:1/);
  });

  it("finds a focused element hidden under a sticky header", async () => {
    await show(
      `<header style="position:fixed;top:0;left:0;right:0;height:200px;background:#fff">Header</header>
       <main style="padding-top:10px"><button>Under the header</button></main>`,
    );
    expect((await focusVisible(page)).problems.join()).toMatch(/focus hidden under a fixed or sticky box/);
  });
});

describe("target size (2.5.8)", () => {
  it("passes big or spaced targets and a link in a sentence, finds small targets side by side", async () => {
    await show(
      `<main><button>Big enough</button><p>Read the <a href="#a">terms</a> first.</p>
       <a href="#b" style="display:inline-block;width:12px;height:12px;margin:30px">x</a></main>`,
    );
    expect((await targetSize(page)).problems).toEqual([]);
    await show(
      `<main><a href="#a" style="display:inline-block;width:12px;height:12px;font-size:8px">1</a><a href="#b" style="display:inline-block;width:12px;height:12px;font-size:8px">2</a></main>`,
    );
    expect((await targetSize(page)).problems.join()).toMatch(/target too small and too close: <a> "1" is 12×12 px/);
  });
});

describe("forced colours", () => {
  it("passes bordered controls and finds a button drawn by its background only", async () => {
    await show('<main><button>Bordered</button><input aria-label="Name"></main>');
    expect((await forcedColours(page)).problems).toEqual([]);
    await show('<main><button style="border:0;background:#005ea5;color:#fff">Only a background</button></main>');
    expect((await forcedColours(page)).problems.join()).toMatch(/control without an edge in forced colours/);
  });

  it("finds a focus shown by a shadow ring alone, which forced colours drop", async () => {
    await show("<main><a href='#x'>Link</a></main>", "<style>:focus-visible { outline: none !important }</style>");
    expect((await forcedColours(page)).problems.join()).toMatch(/focus without an outline in forced colours/);
  });
});

describe("reduced motion", () => {
  it("passes an animation switched off for reduced motion and finds one that keeps running", async () => {
    const keyframes = "@keyframes pulse { 50% { opacity: .5 } }";
    await show(
      '<main><div class="pulse">Loading</div></main>',
      `<style>${keyframes} @media (prefers-reduced-motion: no-preference) { .pulse { animation: pulse 2s infinite } }</style>`,
    );
    expect((await reducedMotion(page)).problems).toEqual([]);
    await show(
      '<main><div class="pulse">Loading</div></main>',
      `<style>${keyframes} .pulse { animation: pulse 2s infinite }</style>`,
    );
    expect((await reducedMotion(page)).problems.join()).toMatch(/animates with reduced motion/);
  });
});

describe("language of parts (3.1.2)", () => {
  it("passes German text marked lang=de and finds it unmarked", async () => {
    await show('<main><p>Our courses: <span lang="de">Duales Studium Wirtschaft und Informatik</span></p></main>');
    expect((await languageOfParts(page, "en")).problems).toEqual([]);
    await show("<main><p>Our courses: Duales Studium Wirtschaft und Informatik</p></main>");
    expect((await languageOfParts(page, "en")).problems.join()).toMatch(/German text not marked lang="de"/);
  });

  it("finds a page whose own language is wrong", async () => {
    await show("<main><p>English text</p></main>");
    expect((await languageOfParts(page, "de")).problems.join()).toMatch(/page's language is "en", not "de"/);
  });
});
