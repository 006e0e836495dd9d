/**
 * A route's stylesheet keeps what its modules can render and what the browser or the router sets at run
 * time, and nothing else (scripts/route-css.mjs, ADR 054).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cutStylesheet, tailwindWords } from "./route-css.mjs";

const CSS = [
  "*,:before,:after{--tw-ring-offset-width:0px;--tw-unread:1}",
  "h1,h2,table{margin:0}",
  "b,strong{font-weight:bolder}",
  "ol,ul{list-style:none}",
  ":disabled{cursor:default}",
  ":focus-visible{outline:3px solid #000}",
  "[hidden]{display:none}",
  ".card{padding:1rem}",
  ".unused{color:red}",
  ".sm\\:py-10{padding-top:2.5rem}",
  ".w-1\\/2{width:50%}",
  ".ring{box-shadow:0 0 0 var(--tw-ring-offset-width)}",
  ".aria-\\[current\\=page\\]\\:font-bold[aria-current=page]{font-weight:700}",
  ":root:not([data-js]) .no-js\\:hidden{display:none}",
  "@keyframes spin{to{transform:rotate(360deg)}}",
  ".animate-spin{animation:spin 1s linear infinite}",
].join("");

const source = `export const Page = () => (
  <main className="card sm:py-10 w-1/2 ring aria-[current=page]:font-bold no-js:hidden">
    <h1>Titel</h1>
  </main>
);`;

describe("a route's stylesheet", async () => {
  const css = await cutStylesheet(CSS, [{ raw: source, extension: "tsx" }]);

  it("keeps the classes and elements of the route's source, Tailwind's variants and fractions included", () => {
    for (const kept of [".card{", ".sm\\:py-10{", ".w-1\\/2{", "h1{", ".ring{"]) expect(css).toContain(kept);
  });

  it("keeps what the router, the head's script or the browser set at run time, and a tooltip's elements", () => {
    expect(css).toContain("[aria-current=page]");
    expect(css).toContain(":root:not([data-js]) .no-js\\:hidden");
    for (const state of [":disabled{", ":focus-visible{", "[hidden]{", "b,strong{", "ol,ul{"]) {
      expect(css).toContain(state);
    }
  });

  it("drops the classes, elements, keyframes and custom properties nothing uses", () => {
    expect(css).not.toContain(".unused");
    expect(css).not.toContain("table");
    expect(css).not.toContain("h2");
    expect(css).not.toContain("@keyframes spin");
    expect(css).not.toContain("--tw-unread");
    expect(css).toContain("--tw-ring-offset-width:0px");
  });
});

describe("a class or element that only a comment names", () => {
  const commented = `/**
 * A card, not a table.
 */
export const Box = () => (
  // an aside: unused
  <div className="card">
    {/* a w-1/2 column */}
    <a href="https://example.org//path">link</a>
  </div>
);`;

  it("has no rule in the route's stylesheet; what the code renders keeps its own", async () => {
    const css = await cutStylesheet(CSS, [{ raw: commented, extension: "tsx" }]);
    expect(css).toContain(".card{");
    expect(css).not.toContain("table");
    expect(css).not.toContain(".unused");
    expect(css).not.toContain(".w-1\\/2");
  });
});

describe("the stylesheet of a route with a table (labelled rows on a phone, ADR 075)", async () => {
  const TABLE_CSS = [
    "@media (max-width:639.98px){.table-rows td{display:block}",
    ".table-rows [data-label]{display:grid}",
    ".table-rows [data-label]:before{content:attr(data-label)}",
    ".table-rows [data-label]>*{grid-column:2}}",
  ].join("");
  const table = `export const List = ({ t }) => (
  <table className="table-rows"><tbody><tr><td data-label={t("name")}>Mia</td></tr></tbody></table>
);`;

  it("keeps the rules of the cells' labels where a table has them", async () => {
    const css = await cutStylesheet(TABLE_CSS, [{ raw: table, extension: "tsx" }]);
    for (const kept of [
      ".table-rows [data-label]{",
      ".table-rows [data-label]:before{",
      ".table-rows [data-label]>*{",
    ]) {
      expect(css).toContain(kept);
    }
  });

  it("drops them on a route without such a table", async () => {
    expect(await cutStylesheet(TABLE_CSS, [{ raw: source, extension: "tsx" }])).not.toContain("data-label");
  });
});

describe("the classes of the project's own rules (app/styles/tailwind.css)", () => {
  const root = path.resolve(import.meta.dirname, "..");
  const sources = fs
    .readdirSync(path.join(root, "app"), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(root, "app", file))
    .concat(path.join(root, "public/sw.js"));
  const words = new Set(sources.flatMap((file) => tailwindWords(fs.readFileSync(file, "utf8"))));
  const lines = fs
    .readFileSync(path.join(root, "app/styles/tailwind.css"), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .split("\n")
    .map((line) => line.trim());
  // a class that only other rules take in (`@apply btn`) is in no markup, and needs to be in none
  const applied = new Set(lines.filter((line) => line.startsWith("@apply")).flatMap((line) => line.split(/\s+/)));
  // the selectors of the hand-written rules (not the utilities an @apply names, nor an at-rule)
  const classes = new Set(
    lines
      .filter((line) => !line.startsWith("@"))
      .flatMap((line) => [...line.matchAll(/\.([a-z][\w-]*)/g)].map((m) => m[1]))
      .filter((name) => !applied.has(name)),
  );

  it("finds the rules' classes", () => {
    expect(classes).toContain("feedback-reasons-negative");
    expect(classes).toContain("table-rows");
  });

  // A class put together at run time (`feedback-reasons-${group}`) is in no route's stylesheet: its rule
  // applied only once the whole stylesheet arrived after hydration, and the page moved (a layout shift).
  it.each([...classes])("%s is written out whole in a source file", (name) => {
    expect(words.has(name)).toBe(true);
  });
});
