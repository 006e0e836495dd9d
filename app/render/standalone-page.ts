/**
 * A page answered without the app's shell and stylesheet: a refusal the server gives before Remix runs
 * (server/refusal.ts), or a download the API could not make right now (app/render/busy-page.server.ts).
 * One heading, one text, one link back; the portal's look in a few lines of CSS under the request's nonce.
 */

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const PAGE_STYLE =
  "body{margin:0;font-family:system-ui,sans-serif;color:#111;background:#f6f7f9;line-height:1.5}" +
  "main{max-width:40rem;margin:2rem auto;padding:1.5rem;background:#fff;border-top:4px solid #b00020}" +
  "h1{font-size:1.5rem;margin:0 0 1rem}a{display:inline-block;margin-top:.5rem;padding:.6rem 1rem;" +
  "background:#003d7a;color:#fff;text-decoration:none;border-radius:.25rem}a:focus{outline:3px solid #ffbf47}";

export interface StandalonePage {
  /** The language the texts are in (the `lang` attribute). */
  lang: string;
  title: string;
  text: string;
  back: { href: string; label: string };
  /** The CSP nonce of the response, for the one style element. */
  nonce?: string;
}

export function standalonePage({ lang, title, text, back, nonce }: StandalonePage): string {
  const nonceAttribute = typeof nonce === "string" ? ` nonce="${escapeHtml(nonce)}"` : "";
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(lang)}"${lang === "ar" || lang === "fa" ? ' dir="rtl"' : ""}>` +
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><style${nonceAttribute}>${PAGE_STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>` +
    `<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p></main></body></html>`
  );
}
