/**
 * Tooltip texts may carry a little HTML (spec: tooltips may contain HTML). They are made safe here, on
 * the server, with `sanitize-html` (a maintained sanitizer on a real HTML parser), so the browser gets
 * only markup it can show as it is and no HTML library: inline emphasis, line breaks, paragraphs, lists
 * and links to http(s), mailto or a path of the portal. Every other tag goes (its text stays; script-like
 * elements go with their content), every attribute but a link's checked `href` goes, and text is escaped.
 */
import sanitize from "sanitize-html";

const OPTIONS: sanitize.IOptions = {
  allowedTags: ["b", "strong", "i", "em", "u", "br", "p", "ul", "ol", "li", "a"],
  allowedAttributes: { a: ["href", "rel"] },
  // a link goes to http(s) or mailto, or stays on the portal (a path or an anchor); `//host` and `/\host`
  // are another host, and control characters or entities inside a scheme are seen through
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // elements whose content is never text for a reader: they go with it
  nonTextTags: [
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
    "option",
  ],
  // the rel is ours, whatever the text says
  transformTags: {
    a: (tagName, { href }) => ({ tagName, attribs: { ...(href ? { href } : {}), rel: "noopener noreferrer" } }),
  },
};

export function sanitizeHtml(input: string): string {
  return sanitize(input, OPTIONS);
}
