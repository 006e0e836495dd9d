import { type TextareaHTMLAttributes, useState } from "react";
import { TEXT_LIMITS } from "#contracts/text-limits";
import { useTranslation } from "~/i18n/translation";
import { FieldShell, inputClass } from "./Field";

export interface TextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name" | "defaultValue"> {
  id: string;
  name: string;
  label: string;
  hint?: string;
  errors?: string[];
  required?: boolean;
  defaultValue?: string;
  /** Default 1600 (docs/product.md#validation). */
  maxChars?: number;
  /** Remaining-characters counter: rendered by the server, updated live with JavaScript. */
  counter?: boolean;
}

/** The text area of docs/product.md#validation: maximum length, optional counter, required marker, first error translated. */
export function TextArea({
  id,
  name,
  label,
  hint,
  errors,
  required,
  defaultValue = "",
  maxChars = TEXT_LIMITS.textAreaDefault,
  counter,
  ...rest
}: TextAreaProps) {
  const { t } = useTranslation();
  const [length, setLength] = useState(defaultValue.length);
  return (
    <FieldShell
      id={id}
      label={label}
      hint={hint}
      errors={errors}
      required={required}
      extraDescribedBy={counter ? `${id}-counter` : undefined}
      after={
        counter ? (
          <p
            id={`${id}-counter`}
            className={`text-sm ${length > maxChars ? "font-bold text-red-700" : "text-gray-700"}`}
          >
            {t("form.remaining", { count: maxChars - length })}
          </p>
        ) : null
      }
    >
      {({ invalid, describedBy }) => (
        <textarea
          id={id}
          name={name}
          required={required}
          defaultValue={defaultValue}
          rows={6}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={inputClass(invalid)}
          onChange={(e) => setLength(e.currentTarget.value.length)}
          {...rest}
        />
      )}
    </FieldShell>
  );
}
