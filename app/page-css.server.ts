/**
 * The stylesheet a page is sent with: the whole stylesheet is inlined into every page (one round trip to
 * the first paint), but a page uses only some of its classes. Before a complete page leaves the server,
 * its inlined stylesheet keeps the rules whose classes the page uses, and every rule without a class
 * (the base styles). The browser loads the whole stylesheet once the page has hydrated
 * (app/after-hydration-extras.tsx),
 * before anything its script shows later needs it; without JavaScript every page is a new document with
 * the rules it uses.
 */

interface Rule {
  text: string;
  /** The classes of each selector of the rule; a rule applies when every class of one selector is used. */
  selectors: string[][];
}

type Block = { rule: Rule } | { media: string; rules: Rule[] } | { keep: string };

/** A CSS identifier as written (`hover\:bg-x`, `w-1\/2`, `\32xl`) as the class name it stands for. */
const classNameOf = (identifier: string) =>
  identifier.replace(/\\([0-9a-fA-F]{1,6}\s?|[^0-9a-fA-F])/g, (_, escaped: string) =>
    /^[0-9a-fA-F]/.test(escaped) ? String.fromCodePoint(Number.parseInt(escaped, 16)) : escaped,
  );

function ruleOf(selector: string, body: string): Rule {
  return {
    text: `${selector}{${body}}`,
    selectors: selector
      .split(",")
      .map((one) => [...one.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])+)/g)].map((m) => classNameOf(m[1]))),
  };
}

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
          : { keep: css.slice(at, end + 1) },
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

const applies = (rule: Rule, used: Set<string>) =>
  rule.selectors.some((classes) => classes.every((name) => used.has(name)));

let parsed: { css: string; blocks: Block[] | null } | null = null;

/** The stylesheet with the rules the classes in `used` need (and every rule that needs no class). */
export function pruneCss(css: string, used: Set<string>): string {
  if (parsed?.css !== css) parsed = { css, blocks: parse(css) };
  const { blocks } = parsed;
  if (!blocks) return css;
  let out = "";
  for (const block of blocks) {
    if ("keep" in block) out += block.keep;
    else if ("rule" in block) out += applies(block.rule, used) ? block.rule.text : "";
    else {
      const inner = block.rules.filter((rule) => applies(rule, used)).map((rule) => rule.text);
      if (inner.length > 0) out += `${block.media}{${inner.join("")}}`;
    }
  }
  return out;
}

const STYLE = /(<style id="critical-css"[^>]*>)([\s\S]*?)(<\/style>)/;

/**
 * Classes a page may show without its server having rendered them, kept in every page: the note the
 * service worker puts on a page read offline (public/sw.js), where no script loads the whole stylesheet.
 */
export const ALWAYS_KEPT = ["mb-6", "border-s-4", "p-4", "border-blue-800", "bg-blue-50", "font-semibold"];

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };

/**
 * A complete page (its `</body>` is in `html`) with its inlined stylesheet cut down to what it uses; any
 * other piece of HTML as it is.
 */
export function withPageCss(html: string, stylesheet?: string): string {
  const style = STYLE.exec(html);
  if (!style || !html.includes("</body>")) return html;
  const open = style[1];
  const used = new Set<string>(ALWAYS_KEPT);
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    const value = match[1].replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]);
    for (const name of value.split(/\s+/)) if (name) used.add(name);
  }
  // the whole stylesheet's address, for the page's script (app/after-hydration-extras.tsx)
  const named = stylesheet ? open.replace(/>$/, ` data-whole="${stylesheet}">`) : open;
  return html.replace(STYLE, (_, _open: string, css: string, close: string) => named + pruneCss(css, used) + close);
}
