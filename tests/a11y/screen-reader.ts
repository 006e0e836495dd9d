/**
 * What a screen reader says, from inside the browser page: @guidepup/virtual-screen-reader walks the
 * page's accessibility tree as a screen reader's virtual cursor does and speaks each item ("heading,
 * Benachrichtigungen, level 1", "textbox, Vorname, invalid, required").
 *
 * The reader needs script timers. A page without JavaScript (the nojs project) runs none, so there the
 * reader listens to a mirror: the page's HTML exactly as the browser shows it, scripts removed, served again
 * at the same address to a page of its own context that runs the reader (how the axe scans audit the no-JS
 * view, tests/e2e/fixtures.ts). What the journey does (following links, submitting forms) it does on the
 * real page; in-page movements the browser does without scripts (a link to a field's id moves the focus
 * there) the reader follows in the mirror.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, BrowserContext, Page, TestInfo } from "@playwright/test";

const require = createRequire(import.meta.url);
/** The reader's browser build (an ES module) as a classic script that leaves it on `window.__screenReader`. */
const READER_SCRIPT = (() => {
  const source = readFileSync(require.resolve("@guidepup/virtual-screen-reader/browser.js"), "utf8");
  const exported = /export\s*\{([^}]*)\};?\s*(\/\*[\s\S]*?\*\/\s*)?(\/\/# sourceMappingURL=\S+\s*)?$/.exec(source);
  if (!exported) throw new Error("the screen reader's browser build has changed its export");
  const names = exported[1].split(",").map((part) => {
    const [local, name] = part.trim().split(/\s+as\s+/);
    return `${name ?? local}: ${local}`;
  });
  return `${source.slice(0, exported.index)};window.__screenReader = { ${names.join(", ")} };`;
})();

/** A journey's spoken log: every page it listened to, and what was said there. */
export class SpokenLog {
  private readonly lines: string[] = [];

  add(heading: string, phrases: string[]) {
    this.lines.push(`## ${heading}`, ...phrases.map((p) => `- ${p}`), "");
  }

  /** Attaches the log to the test's report: the artefact an auditor reads (SPOKEN_LOG=1 prints it too). */
  async attach(testInfo: TestInfo, name: string) {
    const body = this.lines.join("\n");
    if (process.env.SPOKEN_LOG) console.log(`# ${testInfo.title} (${testInfo.project.name})\n${body}`);
    await testInfo.attach(name, { body, contentType: "text/markdown" });
  }
}

/** One page the reader listens to. */
export interface Listener {
  /** The page the reader runs in: the journey's page with JavaScript, its mirror without. */
  page: Page;
  /** Moves the virtual cursor `count` items on (or to the end) and returns what it said meanwhile. */
  read: (count?: number) => Promise<string[]>;
  /** Presses a key on the page (Tab, Enter, Escape) and returns what the reader said as the focus moved. */
  press: (key: string) => Promise<string[]>;
  /** Everything said since the reader started on this page. */
  spoken: () => Promise<string[]>;
  /** Stops the reader (and closes the mirror): call before the journey moves on. */
  stop: () => Promise<void>;
}

const mirrors = new WeakMap<Browser, Promise<BrowserContext>>();

async function mirrorContext(browser: Browser): Promise<BrowserContext> {
  let context = mirrors.get(browser);
  if (!context) {
    context = browser.newContext({ javaScriptEnabled: true, locale: "de-DE", serviceWorkers: "block" });
    mirrors.set(browser, context);
  }
  return context;
}

/** The page's HTML without its scripts and module preloads: what a browser without JavaScript shows. */
async function staticHtml(page: Page): Promise<string> {
  await page.waitForLoadState("load");
  return (await page.content())
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");
}

async function openMirror(page: Page, browser: Browser): Promise<Page> {
  const context = await mirrorContext(browser);
  const mirror = await context.newPage();
  const viewport = page.viewportSize();
  if (viewport) await mirror.setViewportSize(viewport);
  const url = page.url().replace(/#.*$/, "");
  const html = await staticHtml(page);
  await mirror.route("**/*", async (route) => {
    const request = route.request();
    if (request.isNavigationRequest() && request.url().replace(/#.*$/, "") === url) {
      return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html });
    }
    // the page's style sheets, fonts and images, as the real page loaded them
    return route.continue();
  });
  await mirror.goto(url);
  return mirror;
}

/**
 * Starts the reader on the page as it stands (with JavaScript: the page itself; without: its mirror).
 * As a screen reader does on a page load, it first announces the element that has the focus, if any (an
 * error summary focused on load), then reads from the top.
 */
export async function listen(page: Page, options: { browser: Browser; jsEnabled: boolean }): Promise<Listener> {
  const target = options.jsEnabled ? page : await openMirror(page, options.browser);
  if (!(await target.evaluate(() => "__screenReader" in window))) await target.evaluate(READER_SCRIPT);
  await target.evaluate(async () => {
    const { virtual } = (window as unknown as { __screenReader: { virtual: VirtualReader } }).__screenReader;
    await virtual.start({ container: document.body, displayCursor: false });
    const focused = document.activeElement as HTMLElement | null;
    if (focused && focused !== document.body) {
      focused.blur();
      focused.focus();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  });
  const said = () =>
    target.evaluate(() =>
      (window as unknown as { __screenReader: { virtual: VirtualReader } }).__screenReader.virtual.spokenPhraseLog(),
    );
  const since = async (action: () => Promise<void>) => {
    const before = (await said()).length;
    await action();
    return (await said()).slice(before);
  };
  return {
    page: target,
    spoken: said,
    read: (count = 400) =>
      since(() =>
        target.evaluate(async (n) => {
          const { virtual } = (window as unknown as { __screenReader: { virtual: VirtualReader } }).__screenReader;
          for (let i = 0; i < n; i++) {
            const before = (await virtual.spokenPhraseLog()).length;
            await virtual.next();
            // at the end of the page the cursor stays on the last item and says nothing new
            if ((await virtual.spokenPhraseLog()).length === before) break;
          }
        }, count),
      ),
    press: (key) =>
      since(async () => {
        // a real key press: the browser moves the focus or follows the link, the reader speaks what it reaches
        await target.keyboard.press(key);
        await target.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
      }),
    stop: async () => {
      if (target.isClosed()) return;
      await target
        .evaluate(async () => {
          await (window as unknown as { __screenReader: { virtual: VirtualReader } }).__screenReader.virtual.stop();
        })
        .catch(() => undefined);
      if (target !== page) await target.close();
    },
  };
}

/** The part of the reader's API the journeys use (its full typings are for its Node entry). */
interface VirtualReader {
  start(options: { container: Element; displayCursor?: boolean }): Promise<void>;
  stop(): Promise<void>;
  next(): Promise<void>;
  lastSpokenPhrase(): Promise<string>;
  spokenPhraseLog(): Promise<string[]>;
}
