/**
 * The HTML of the portal's print templates as renderer blocks. Only the plain structure those templates use
 * is accepted: the document skeleton, a title, headings h1–h3, paragraphs and bulleted lists, no attributes
 * but `lang` on <html> and `charset` on <meta>, no comments, no scripts, no links. Anything else is refused
 * (HtmlTemplateError) rather than dropped, so no markup of a caller's own is ever rendered.
 */
import type { PdfBlock } from "./render";

export class HtmlTemplateError extends Error {}

const PARENTS: Record<string, readonly string[]> = {
  html: ["#root"],
  head: ["html"],
  body: ["html"],
  title: ["head"],
  meta: ["head"],
  h1: ["body"],
  h2: ["body"],
  h3: ["body"],
  p: ["body"],
  ul: ["body"],
  li: ["ul"],
};
const TEXT_HOLDERS = new Set(["title", "h1", "h2", "h3", "p", "li"]);
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };
const TOKEN = /<!doctype html>|<\/?([a-z][a-z0-9]*)((?:\s+[a-z-]+="[^"<>]*")*)\s*>|[^<]+/giy;

function decode(text: string): string {
  return text.replace(/&([a-z0-9#]+);/gi, (_, name: string) => {
    const value = ENTITIES[name.toLowerCase()];
    if (value === undefined) throw new HtmlTemplateError(`Unknown entity &${name};`);
    return value;
  });
}

function checkAttributes(tag: string, raw: string): string | undefined {
  const attributes = [...raw.matchAll(/([a-z-]+)="([^"]*)"/gi)].map((m) => [m[1].toLowerCase(), m[2]] as const);
  if (attributes.length === 0) return undefined;
  const [[name, value]] = attributes;
  if (attributes.length === 1 && tag === "html" && name === "lang" && /^[a-z]{2}(-[A-Z]{2})?$/.test(value))
    return value;
  if (attributes.length === 1 && tag === "meta" && name === "charset" && /^utf-8$/i.test(value)) return undefined;
  throw new HtmlTemplateError(`Attribute not allowed on <${tag}>`);
}

/** The template's title, language and blocks; throws HtmlTemplateError on anything not allowed. */
export function htmlToBlocks(html: string): { title: string; lang: string; blocks: PdfBlock[] } {
  const stack: string[] = ["#root"];
  const blocks: PdfBlock[] = [];
  let title = "";
  let lang = "";
  let text = "";
  let items: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < html.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(html);
    if (!match || match.index !== at) throw new HtmlTemplateError("Markup not allowed");
    const [token, rawTag, rawAttributes = ""] = match;
    const top = stack[stack.length - 1];
    if (/^<!doctype/i.test(token)) {
      if (stack.length !== 1 || blocks.length > 0) throw new HtmlTemplateError("Misplaced doctype");
      continue;
    }
    if (!rawTag) {
      if (TEXT_HOLDERS.has(top)) text += decode(token);
      else if (token.trim() !== "") throw new HtmlTemplateError(`Text not allowed in <${top}>`);
      continue;
    }
    const tag = rawTag.toLowerCase();
    if (!(tag in PARENTS)) throw new HtmlTemplateError(`Element <${tag}> not allowed`);
    if (token.startsWith("</")) {
      if (top !== tag || rawAttributes) throw new HtmlTemplateError(`Unexpected </${tag}>`);
      stack.pop();
      const clean = text.replace(/\s+/g, " ").trim();
      if (tag === "title") title = clean;
      else if (tag === "li") items.push(clean);
      else if (tag === "ul") {
        blocks.push({ kind: "list", items });
        items = [];
      } else if (tag === "h1" || tag === "h2" || tag === "h3" || tag === "p") blocks.push({ kind: tag, text: clean });
      text = "";
      continue;
    }
    if (!PARENTS[tag].includes(top)) throw new HtmlTemplateError(`<${tag}> not allowed in <${top}>`);
    const value = checkAttributes(tag, rawAttributes);
    if (tag === "html" && value) lang = value;
    if (tag !== "meta") stack.push(tag);
  }
  if (stack.length !== 1) throw new HtmlTemplateError("Unclosed element");
  if (!title || blocks.length === 0) throw new HtmlTemplateError("A template needs a title and content");
  return { title, lang: lang || "de", blocks };
}
