import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { BrowserContext, Frame, Page } from "@playwright/test";

/** WCAG 2.2 AA, as the audits check it. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** One violation as a line a reader can act on: rule, its help text, the offending elements. */
export type ViolationLine = string;

/** axe and its configuration, as one script a document runs. */
const AXE_SCRIPT = `${AXE_SOURCE}
;window.axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } });`;

async function injectInto(frame: Frame) {
  if (await frame.evaluate(() => typeof (window as { axe?: unknown }).axe !== "undefined")) return;
  await frame.evaluate(AXE_SCRIPT);
}

const preloaded = new WeakSet<BrowserContext>();

/**
 * Every later document of the context starts with axe already in it: the browser keeps the script and
 * its compiled code, instead of half a megabyte of source crossing the protocol and being compiled again
 * for each scan (a third of a scan's time). Documents loaded before are injected on demand.
 */
export async function preloadAxe(context: BrowserContext) {
  if (preloaded.has(context)) return;
  preloaded.add(context);
  await context.addInitScript({ content: AXE_SCRIPT });
}

/**
 * Runs axe-core in the page (and its same-origin frames) with every rule of the given tags, as
 * `@axe-core/playwright` does in legacy mode, and returns only the violations. axe itself still computes
 * every result type (page-level rules such as `region` need them), but only the violations cross to the
 * test: the full result (every passing node, serialised) made a scan three times slower than the rules.
 * axe is injected once per document; a document scanned again reuses it.
 */
export async function axeViolations(page: Page, tags: string[] = WCAG_TAGS): Promise<ViolationLine[]> {
  await injectInto(page.mainFrame());
  // A frame that cannot take the script (detached, or a PDF viewer) is left out, as axe's own runner does.
  for (const frame of page.frames()) {
    if (frame !== page.mainFrame()) await injectInto(frame).catch(() => undefined);
  }
  return page.evaluate(async (values) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    // Only violations get a unique selector for every node: building one for each passing node (thousands
    // on a long form) was a large part of a scan. Every rule still runs.
    const results = await axe.run(document, { runOnly: { type: "tag", values }, resultTypes: ["violations"] });
    return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  }, tags);
}
