/**
 * The stylesheet a page is sent with: the whole stylesheet is inlined into every page (one round trip to
 * the first paint), but a page uses only some of its classes and elements. Before a complete page leaves
 * the server, its inlined stylesheet keeps the rules whose classes and elements the page uses (a base rule
 * of `table` goes when the page has no table), and of Tailwind's custom-property defaults (`*,:before,:after
 * {--tw-…}`, a kilobyte) the properties the kept rules read. The browser loads the whole stylesheet once the page has hydrated
 * (app/render/after-hydration-extras.tsx),
 * before anything its script shows later needs it; without JavaScript every page is a new document with
 * the rules it uses.
 */

interface Selector {
  classes: string[];
  /** Element names (`table`, `input` of `input::placeholder`); `*`, pseudo-classes and attributes are none. */
  elements: string[];
}

interface Rule {
  text: string;
  /** A rule applies when every class and element of one of its selectors is on the page. */
  selectors: Selector[];
  /** The custom properties the rule reads (`var(--tw-…)`). */
  reads: string[];
  /**
   * A rule that only sets Tailwind's custom properties (`--tw-…`): kept with just the ones other rules
   * read; its selector and declarations (name, value, what the value reads).
   */
  defaults: { selector: string; declarations: [string, string, string[]][] } | null;
}

type Block = { rule: Rule } | { media: string; rules: Rule[] } | { keep: string; reads: string[] };

/** A CSS identifier as written (`hover\:bg-x`, `w-1\/2`, `\32xl`) as the class name it stands for. */
const classNameOf = (identifier: string) =>
  identifier.replace(/\\([0-9a-fA-F]{1,6}\s?|[^0-9a-fA-F])/g, (_, escaped: string) =>
    /^[0-9a-fA-F]/.test(escaped) ? String.fromCodePoint(Number.parseInt(escaped, 16)) : escaped,
  );

const CLASS = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])+)/g;

/** A selector list split at its top-level commas (not those inside `:is(…)` or `[…]`). */
function selectorsOf(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === "\\") i++;
    else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (c === "," && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts;
}

/** The element names of one selector: what is left when classes, ids, attributes and pseudo-parts are gone. */
function elementsOf(selector: string): string[] {
  let rest = selector
    .replace(CLASS, " ")
    .replace(/#(?:\\.|[\w-])+/g, " ")
    .replace(/\[[^\]]*\]/g, " ");
  for (let before = ""; before !== rest; ) {
    before = rest;
    rest = rest.replace(/\([^()]*\)/g, " ");
  }
  rest = rest.replace(/::?[\w-]+/g, " ");
  return [...rest.matchAll(/[a-zA-Z][\w-]*/g)].map((m) => m[0].toLowerCase());
}

function ruleOf(selector: string, body: string): Rule {
  const declarations = declarationsOf(body);
  const onlyProperties = !selector.includes(".") && declarations.every(([name]) => name.startsWith("--tw-"));
  return {
    text: `${selector}{${body}}`,
    selectors: selectorsOf(selector).map((one) => ({
      classes: [...one.matchAll(CLASS)].map((m) => classNameOf(m[1])),
      elements: elementsOf(one),
    })),
    reads: readsOf(body),
    defaults:
      onlyProperties && declarations.length > 0
        ? { selector, declarations: declarations.map(([name, value]) => [name, value, readsOf(value)]) }
        : null,
  };
}

const declarationsOf = (body: string): [string, string][] =>
  body
    .split(";")
    .filter((d) => d.trim())
    .map((d) => {
      const colon = d.indexOf(":");
      return [d.slice(0, colon).trim(), d.slice(colon + 1)];
    });

const readsOf = (text: string) => [...text.matchAll(/var\((--tw-[\w-]+)/g)].map((m) => m[1]);

/** The rules of a block's body (`a{…}b{…}`), as Tailwind writes them: one level, no nesting. */
function rulesOf(css: string): Rule[] {
  return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((m) => ruleOf(m[1], m[2]));
}

/** A minified stylesheet as top-level blocks; null when it has a shape this does not know (kept whole). */
function parse(css: string): Block[] | null {
  const blocks: Block[] = [];
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf("{", at);
    if (open === -1) return css.slice(at).trim() ? null : blocks;
    const head = css.slice(at, open);
    if (head.trimStart().startsWith("@")) {
      // an at-rule with a body: find its matching brace
      let depth = 0;
      let end = open;
      for (; end < css.length; end++) {
        if (css[end] === "{") depth++;
        else if (css[end] === "}" && --depth === 0) break;
      }
      if (end >= css.length) return null;
      const body = css.slice(open + 1, end);
      blocks.push(
        /^\s*@media\b/.test(head) && !body.includes("@")
          ? { media: head, rules: rulesOf(body) }
          : { keep: css.slice(at, end + 1), reads: readsOf(body) },
      );
      at = end + 1;
    } else {
      const close = css.indexOf("}", open);
      if (close === -1 || css.slice(open + 1, close).includes("{")) return null;
      blocks.push({ rule: ruleOf(head, css.slice(open + 1, close)) });
      at = close + 1;
    }
  }
  return blocks;
}

const applies = (rule: Rule, used: Set<string>, elements: Set<string> | undefined) =>
  rule.selectors.some(
    (one) => one.classes.every((name) => used.has(name)) && (!elements || one.elements.every((e) => elements.has(e))),
  );

let parsed: { css: string; blocks: Block[] | null } | null = null;

/**
 * The stylesheet with the rules the classes in `used` (and, when given, the element names in `elements`)
 * need, every rule that needs neither, and of the custom-property defaults those the kept rules read.
 */
export function pruneCss(css: string, used: Set<string>, elements?: Set<string>): string {
  if (parsed?.css !== css) parsed = { css, blocks: parse(css) };
  const { blocks } = parsed;
  if (!blocks) return css;
  // the kept rules in order; the defaults are written once it is known which of their properties are read
  const kept: (string | NonNullable<Rule["defaults"]>)[] = [];
  const read = new Set<string>();
  const keep = (rule: Rule) => {
    for (const name of rule.reads) read.add(name);
    return rule.text;
  };
  for (const block of blocks) {
    if ("keep" in block) {
      kept.push(block.keep);
      for (const name of block.reads) read.add(name);
    } else if ("rule" in block) {
      if (applies(block.rule, used, elements)) kept.push(block.rule.defaults ?? keep(block.rule));
    } else {
      const inner = block.rules.filter((rule) => applies(rule, used, elements)).map(keep);
      if (inner.length > 0) kept.push(`${block.media}{${inner.join("")}}`);
    }
  }
  const defaults = kept.filter((piece) => typeof piece !== "string");
  // a default may read another default (`--tw-ring-offset-shadow` of `--tw-ring-offset-width`)
  for (let size = -1; size !== read.size; ) {
    size = read.size;
    for (const { declarations } of defaults) {
      for (const [name, , reads] of declarations) if (read.has(name)) for (const inner of reads) read.add(inner);
    }
  }
  let out = "";
  for (const piece of kept) {
    if (typeof piece === "string") out += piece;
    else {
      const declarations = piece.declarations.filter(([name]) => read.has(name));
      if (declarations.length) out += `${piece.selector}{${declarations.map(([n, v]) => `${n}:${v}`).join(";")}}`;
    }
  }
  return out;
}

const STYLE = /(<style id="critical-css"[^>]*>)([\s\S]*?)(<\/style>)/;

/**
 * Classes a page may show without its server having rendered them, kept in every page: the note the
 * service worker puts on a page read offline (public/sw.js), where no script loads the whole stylesheet.
 */
export const ALWAYS_KEPT = ["mb-6", "border-s-4", "p-4", "border-blue-800", "bg-blue-50", "font-bold"];
/** The elements of that note. */
export const ALWAYS_KEPT_ELEMENTS = ["div", "p"];

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };

/**
 * A complete page (its `</body>` is in `html`) with its inlined stylesheet cut down to what it uses; any
 * other piece of HTML as it is.
 */
export function withPageCss(html: string, stylesheet?: string): string {
  const style = STYLE.exec(html);
  if (!style || !html.includes("</body>")) return html;
  const [whole, open, css] = style;
  const { classes, elements } = usedBy(html);
  // the whole stylesheet's address, for the page's script (app/render/after-hydration-extras.tsx)
  const named = stylesheet ? open.replace(/>$/, ` data-whole="${stylesheet}">`) : open;
  const pruned = named + pruneCss(css, classes, elements) + style[3];
  return html.slice(0, style.index) + pruned + html.slice(style.index + whole.length);
}

const CLASS_ATTRIBUTE = 'class="';
const isSpace = (code: number) => code === 32 || (code >= 9 && code <= 13);
/** A character of an element name after its first letter (`\w` and `-`). */
const isNameCode = (code: number) =>
  (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95 || code === 45;
const isLetterCode = (code: number) => (code >= 97 && code <= 122) || (code >= 65 && code <= 90);

/**
 * The class names (of every ` class="…"`) and element names (of every `<name`) in a page, found with
 * `indexOf` rather than a regular expression over the whole page: a page has a thousand tags, and this
 * runs for every page.
 */
export function usedBy(html: string): { classes: Set<string>; elements: Set<string> } {
  const classes = new Set<string>(ALWAYS_KEPT);
  for (let at = html.indexOf(CLASS_ATTRIBUTE); at !== -1; at = html.indexOf(CLASS_ATTRIBUTE, at + 1)) {
    if (at === 0 || !isSpace(html.charCodeAt(at - 1))) continue;
    const start = at + CLASS_ATTRIBUTE.length;
    const end = html.indexOf('"', start);
    if (end === -1) break;
    let value = html.slice(start, end);
    if (value.includes("&")) value = value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]);
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
    at = end;
  }
  const elements = new Set<string>(ALWAYS_KEPT_ELEMENTS);
  for (let at = html.indexOf("<"); at !== -1; at = html.indexOf("<", at + 1)) {
    if (!isLetterCode(html.charCodeAt(at + 1))) continue;
    let end = at + 2;
    while (end < html.length && isNameCode(html.charCodeAt(end))) end++;
    elements.add(html.slice(at + 1, end).toLowerCase());
  }
  return { classes, elements };
}
