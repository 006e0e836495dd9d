/**
 * The browser's half of the submission keys (contracts/submission.ts, app/submission-keys.server.ts).
 * The server wrote a key field into each posting form of the page, for a form sent without JavaScript.
 * They are taken out before React hydrates, so that the page is exactly what React rendered, and every
 * submission gets a new key, first in its form, before Remix reads the form: a listener on the window in
 * the capture phase runs before React's own on the document.
 */
import { SUBMISSION_KEY_FIELD } from "#contracts/submission";

const selector = `[name=${SUBMISSION_KEY_FIELD}]`;

export function keySubmissions() {
  for (const field of document.querySelectorAll(selector)) field.remove();
  addEventListener(
    "submit",
    (event) => {
      const form = event.target as HTMLFormElement;
      if (form.method !== "post") return;
      form.querySelector(selector)?.remove();
      // random enough to name one submission, and available outside secure contexts too
      const key = crypto.getRandomValues(new Uint32Array(4)).join("-");
      form.insertAdjacentHTML("afterbegin", `<input type="hidden" name="${SUBMISSION_KEY_FIELD}" value="${key}">`);
    },
    true,
  );
}
