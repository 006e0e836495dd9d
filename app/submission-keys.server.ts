/**
 * Every form that posts gets a submission key (contracts/submission.ts) as its first field in the HTML the
 * server sends, so that a form sent without JavaScript names its submission too: a proxy that sends it
 * twice gets it applied once (docs/decisions/031-idempotent-forms.md).
 *
 * The field is written into the HTML on its way out, not rendered by React: a component in every form
 * would be JavaScript that every page with a form pays for. The browser's script takes these fields out
 * before React hydrates (the page is then exactly what React rendered) and gives each submission a key of
 * its own (app/forms/submission-key-browser.ts).
 */
import { randomUUID } from "node:crypto";
import { SUBMISSION_KEY_FIELD } from "#contracts/submission";

/**
 * An opening `<form>` tag whose method is POST, its attributes in any order. React writes every attribute
 * in double quotes and escapes `>` in their values, so a tag ends at its first `>`.
 */
const FORM_THAT_POSTS = /<form\b[^>]*\smethod="post"[^>]*>/gi;

/**
 * The start of a tag that may turn out to be a form tag once the rest of it arrives: the text's last `<`
 * on, as React escapes `<` in texts and attribute values.
 */
const UNFINISHED_FORM_TAG = /^<(?:f(?:o(?:r(?:m(?:\s[^>]*)?)?)?)?)?$/i;

export interface KeyedHtml {
  /** The HTML to send, each posting form with its key. */
  html: string;
  /** The end of the text that may be the start of a form tag: held back until the next piece arrives. */
  held: string;
}

/**
 * Adds the key field to every posting form in `text`. With `final` unset, an unfinished tag at the end is
 * held back (React writes a page in pieces; a tag may be cut between two).
 */
export function withSubmissionKeys(text: string, final: boolean, newKey: () => string = randomUUID): KeyedHtml {
  const last = final ? -1 : text.lastIndexOf("<");
  const cut = last !== -1 && UNFINISHED_FORM_TAG.test(text.slice(last)) ? last : -1;
  const ready = cut < 0 ? text : text.slice(0, cut);
  const html = ready.replace(
    FORM_THAT_POSTS,
    (tag) => `${tag}<input type="hidden" name="${SUBMISSION_KEY_FIELD}" value="${newKey()}"/>`,
  );
  return { html, held: cut < 0 ? "" : text.slice(cut) };
}
