/**
 * Tooltip texts may carry a little HTML (spec: tooltips may contain HTML). They are made safe here, on
 * the server, by a small allow-list, so the browser gets only markup it can show as it is and no HTML
 * library: inline emphasis, line breaks, paragraphs, lists and links to http(s), mailto or a path of the
 * portal. Every other tag goes (its text stays; script-like elements go with their content), every
 * attribute but a link's checked `href` goes, and text is escaped.
 */
const ALLOWED = new Set(["b", "strong", "i", "em", "u", "br", "p", "ul", "ol", "li", "a"]);
const VOID = new Set(["br"]);
/** Elements whose content is never text for a reader. */
const DROPPED_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "template",
  "textarea",
  "noscript",
  "svg",
  "math",
  "title",
  "select",
]);
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, "&quot;");

/** The text with its character references resolved (a link's address is checked as the browser reads it). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === "#") {
      const code =
        ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** A link target a tooltip may have: http(s), mailto, a path of this site or an anchor; else null. */
export function safeHref(raw: string): string | null {
  // the browser ignores control characters and whitespace inside a scheme ("java\tscript:")
  const href = [...decodeEntities(raw)]
    .filter((c) => {
      const code = c.codePointAt(0) ?? 0;
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join("");
  if (/^(https?:\/\/|mailto:)/i.test(href)) return href;
  if (/^\/(?![/\\])/.test(href) || href.startsWith("#")) return href;
  return null;
}

const TAG = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g;

function hrefOf(attributes: string): string | null {
  for (const m of attributes.matchAll(ATTRIBUTE)) {
    if (m[1].toLowerCase() === "href") return safeHref(m[2] ?? m[3] ?? m[4] ?? "");
  }
  return null;
}

export function sanitizeHtml(input: string): string {
  let out = "";
  const open: string[] = [];
  let dropping: string | null = null;
  let last = 0;
  const text = (chunk: string) => {
    if (!dropping) out += escapeText(decodeEntities(chunk));
  };
  for (const m of input.matchAll(TAG)) {
    text(input.slice(last, m.index));
    last = m.index + m[0].length;
    if (!m[2]) continue; // a comment
    const closing = m[1] === "/";
    const name = m[2].toLowerCase();
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing && !/\/\s*$/.test(m[3])) dropping = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (VOID.has(name)) {
      if (!closing) out += `<${name}>`;
      continue;
    }
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      // close what was left open inside, so the markup stays balanced
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    if (name === "a") {
      const href = hrefOf(m[3]);
      out += href ? `<a href="${escapeAttribute(href)}" rel="noopener noreferrer">` : "<a>";
    } else {
      out += `<${name}>`;
    }
    open.push(name);
  }
  text(input.slice(last));
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
