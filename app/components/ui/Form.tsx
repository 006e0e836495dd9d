/**
 * Forms that post name their submission with a key (contracts/submission.ts, docs/decisions/031-idempotent-forms.md):
 * a hidden field first in the form, rendered by the form itself with a fresh key per render, so that a
 * form sent without JavaScript names its submission too and a proxy that sends it twice gets it applied
 * once. With JavaScript, every submission gets a new key as it is sent (app/forms/submission-key-browser.ts).
 * ADR 055.
 */
import { type FormProps, Form as RemixForm } from "@remix-run/react";
import { forwardRef, useState } from "react";
import { newSubmissionKey, SUBMISSION_KEY_FIELD } from "#contracts/submission";

/**
 * The key field of a form that posts: put it first in a `<form method="post">` or `fetcher.Form` (the
 * `Form` below does it itself). Its key is the server's in the page; the browser's own render makes
 * another, which it does not write over the server's (`suppressHydrationWarning`): the one sent is set
 * at each submission anyway.
 */
export function SubmissionKey() {
  const [key] = useState(newSubmissionKey);
  return <input type="hidden" name={SUBMISSION_KEY_FIELD} value={key} suppressHydrationWarning />;
}

/** Remix's `Form`; when it posts, with its submission key as its first field. */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form({ children, ...props }, ref) {
  const posts = props.method?.toLowerCase() === "post";
  return (
    <RemixForm ref={ref} {...props}>
      {posts ? <SubmissionKey /> : null}
      {children}
    </RemixForm>
  );
});
