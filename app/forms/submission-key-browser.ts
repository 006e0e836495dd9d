/**
 * The browser's half of the submission keys (contracts/submission.ts, app/components/ui/Form.tsx). Every
 * form that posts renders its key field; the key the server wrote names a submission sent without
 * JavaScript. With JavaScript a form can be sent many times from one page (a validation error, then again),
 * so every submission gets a new key in that field before Remix reads the form: a listener on the window
 * in the capture phase runs before React's own on the document. The field stays React's: only its value
 * changes.
 */
import { newSubmissionKey, SUBMISSION_KEY_FIELD } from "#contracts/submission";

const selector = `input[name=${SUBMISSION_KEY_FIELD}]`;

export function keySubmissions() {
  addEventListener(
    "submit",
    (event) => {
      const form = event.target as HTMLFormElement;
      if (form.method !== "post") return;
      const field = form.querySelector<HTMLInputElement>(selector);
      if (field) field.value = newSubmissionKey();
    },
    true,
  );
}
