import { Form as RemixForm } from "@remix-run/react";
import { type ComponentPropsWithoutRef, forwardRef, useId } from "react";
import { SUBMISSION_KEY_FIELD } from "#contracts";
import { useRootData } from "~/root-data";

/**
 * The hidden field with the form's submission key (contracts/submission.ts): the page's random seed and
 * the form's place in the page, the same on the server and in the browser. A new rendering of the page
 * (after every submission the root data is loaded again) gives its forms new keys.
 */
export function SubmissionKeyField() {
  const seed = useRootData()?.submissionSeed;
  const place = useId().replace(/[^A-Za-z0-9]/g, "");
  if (!seed) return null;
  return <input type="hidden" name={SUBMISSION_KEY_FIELD} value={`${seed}-${place}`} />;
}

type FormProps = ComponentPropsWithoutRef<typeof RemixForm>;

/** Remix's Form; a form that posts carries its submission key as its first field. */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form({ children, ...props }, ref) {
  const posts = (props.method ?? "get").toLowerCase() !== "get";
  return (
    <RemixForm ref={ref} {...props}>
      {posts ? <SubmissionKeyField /> : null}
      {children}
    </RemixForm>
  );
});
