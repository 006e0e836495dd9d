/**
 * The stylesheet of each route, made once at build time (`npm run build`, after `remix build`):
 * docs/decisions/054-critical-css-per-route-at-build-time.md.
 *
 * Every page inlines its stylesheet (one round trip to the first paint), and a page needs only the rules
 * of the classes and elements its modules can render. For every route, PurgeCSS (a maintained library)
 * keeps of the built Tailwind stylesheet the rules whose classes and elements occur in the source of the
 * modules the server renders for that route: the route, its parent routes and the root, each with every
 * module it imports (the server build's own module graph, build/metafile.server.json), and the service
 * worker's offline note (public/sw.js). The result is written to build/route-css.json, which the server
 * reads once at boot (server.ts). What only the browser's script shows later (a dialog, the next page) is
 * styled by the whole stylesheet, which the browser loads once the page has hydrated.
 *
 * Run with `node --import tsx scripts/route-css.mjs` (the server build imports TypeScript contracts).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PurgeCSS } from "purgecss";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BUILD = path.join(root, "build");
export const ROUTE_CSS_FILE = path.join(BUILD, "route-css.json");

const HYDRATE_LATER = "app/utils/hydrate-later.tsx";

/** Source files the route's server rendering imports, found in the server build's module graph. */
function moduleGraph(inputs, file) {
  const found = new Set();
  const visit = (at) => {
    if (found.has(at) || !inputs[at]) return;
    found.add(at);
    const { imports } = inputs[at];
    // a dynamic import is the browser's, after hydration (styled by the whole stylesheet), unless it is a
    // part that hydrates later (app/utils/hydrate-later.tsx): the server renders that one all the same
    const rendersLater = imports.some((imported) => imported.path === HYDRATE_LATER);
    for (const imported of imports) {
      if (!imported.external && (imported.kind !== "dynamic-import" || rendersLater)) visit(imported.path);
    }
  };
  visit(file);
  return [...found].filter((f) => f.startsWith("app/"));
}

/** The source file of a route id (`root`, `routes/ds.home` as `routes/ds.home.tsx` or `routes/ds.home/route.tsx`). */
function sourceOf(inputs, id) {
  const base = `app/${id}`;
  return [".tsx", ".ts", ".jsx", ".js", "/route.tsx", "/route.ts", "/route.jsx", "/route.js"]
    .map((ending) => base + ending)
    .find((file) => inputs[file]);
}

/**
 * Words that can be a class (`sm:py-10`, `w-1/2`, `aria-[current=page]:font-bold`), as Tailwind finds
 * them in source: everything between quotes, angle brackets and white space.
 */
export const tailwindWords = (content) => content.match(/[^<>"'`\s]*[^<>"'`\s:]/g) ?? [];

/**
 * The source without its comment lines (whole lines of `//`, `/* … *\/` and JSX's `{/* … *\/}`): a class or
 * element a comment names is never rendered, and words like "table" or "blur" in the comments kept their
 * rules in every route's stylesheet. Only whole lines: a `//` inside a string (an address) stays.
 */
export const withoutComments = (content) =>
  content
    .replace(/^[ \t]*\/\*[\s\S]*?\*\/[ \t]*$/gm, "")
    .replace(/^[ \t]*\{\/\*[\s\S]*?\*\/\}[ \t]*$/gm, "")
    .replace(/^[ \t]*\/\/.*$/gm, "");

const options = {
  defaultExtractor: (content) => tailwindWords(withoutComments(content)),
  // the custom properties (`--tw-…`), keyframes and fonts no kept rule uses go too
  variables: true,
  keyframes: true,
  fontFace: true,
  // attribute selectors kept whenever the rest of the selector is: what React Router, the head's script or
  // the browser set at run time, never in our source; and a table cell's `data-label`, whose rules sit
  // under `.table-rows` (ADR 075), so they stay exactly where a table has that class (the extractor's words
  // name classes, not attributes)
  dynamicAttributes: ["aria-current", "data-js", "hidden", "type", "name", "value", "role", "title", "data-label"],
  // the elements a tooltip's sanitised HTML may hold (app/utils/sanitize-html.server.ts): they come from
  // the translations, not from the source
  safelist: {
    standard: [
      "b",
      "strong",
      "i",
      "em",
      "u",
      "br",
      "p",
      "ul",
      "ol",
      "li",
      "a",
      // a state the browser gives any element (`:disabled`, `:focus-visible`): a rule of it alone stays
      /^:[a-z-]/,
    ],
  },
};

/** `css` with the rules that the source files (`content`: paths or `{ raw, extension }`) can use. */
export async function cutStylesheet(css, content) {
  const [result] = await new PurgeCSS().purge({ ...options, content, css: [{ raw: css }] });
  return result.css;
}

export async function writeRouteCss() {
  const { inputs } = JSON.parse(fs.readFileSync(path.join(BUILD, "metafile.server.json"), "utf8"));
  const build = await import(path.join(BUILD, "index.js"));
  const stylesheet = build.routes.root.module.criticalCssHref;
  const css = fs.readFileSync(path.join(root, "public", stylesheet), "utf8");
  const graphs = new Map();
  const graphOf = (id) => {
    if (!graphs.has(id)) {
      const file = sourceOf(inputs, id);
      if (!file) throw new Error(`route ${id}: no source file in build/metafile.server.json`);
      graphs.set(id, moduleGraph(inputs, file));
    }
    return graphs.get(id);
  };
  const byRoute = {};
  for (const id of Object.keys(build.routes)) {
    const files = new Set(["public/sw.js"]);
    for (let at = id; at; at = build.routes[at].parentId) for (const file of graphOf(at)) files.add(file);
    byRoute[id] = await cutStylesheet(
      css,
      [...files].map((file) => path.join(root, file)),
    );
  }
  // named with the build it was made for: a later `remix build` alone leaves it stale
  fs.writeFileSync(ROUTE_CSS_FILE, JSON.stringify({ version: build.assets.version, stylesheet, routes: byRoute }));
  return byRoute;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const byRoute = await writeRouteCss();
  const sizes = Object.values(byRoute).map((css) => css.length);
  console.log(
    `route-css: ${sizes.length} routes, ${Math.min(...sizes)}–${Math.max(...sizes)} bytes each, ${Date.now() - started} ms`,
  );
  process.exit(0);
}
