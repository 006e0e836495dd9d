import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { FORM_INVALID } from "#contracts/validation-message";
import { useTranslation } from "~/i18n/translation";
import { useErrorText } from "./messages";

export interface SummaryItem {
  /** id of the field the link focuses. */
  fieldId: string;
  label: string;
  errors: string[] | undefined;
}

/**
 * The GOV.UK error summary: at the top of a failed form, links to each field, focused on render so
 * screen readers announce it (with and without JavaScript: `autoFocus` works in the parsed page).
 */
export function ErrorSummary({ items, formErrors }: { items: SummaryItem[]; formErrors?: string[] }) {
  const { t } = useTranslation("validation");
  // the spec's generic form message heads the summary; the company side addresses people formally
  const formal = useLocation().pathname.startsWith("/b2b");
  const errorText = useErrorText();
  const ref = useRef<HTMLDivElement>(null);
  const failing = items.filter((i) => i.errors?.length);
  // the generic message already heads the summary: not repeated below it
  const specific = formErrors?.filter((e) => e !== FORM_INVALID);
  const general = specific?.length ? errorText(specific) : undefined;
  const visible = failing.length > 0 || Boolean(formErrors?.length);
  useEffect(() => {
    if (!visible) return;
    // Conform focuses the first invalid field when the server's answer arrives, in the form's own effect
    // that runs after this one: the summary takes the focus after it, so that a screen reader announces
    // the summary first, as without JavaScript (tests/e2e/screen-reader.spec.ts); its links lead on.
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [visible]);
  if (!visible) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      className="mb-6 border-4 border-red-700 p-4"
      autoFocus
    >
      <h2 id="error-summary-title" className="text-xl font-bold">
        {t(formal ? "validation.formInvalidFormal" : "validation.formInvalid", { ns: "validation" })}
      </h2>
      {general ? <p className="mt-2">{general}</p> : null}
      <ul className="mt-2 list-none space-y-1">
        {failing.map((item) => (
          <li key={item.fieldId}>
            <a href={`#${item.fieldId}`} className="font-bold text-red-800">
              {errorText(item.errors, item.label)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
