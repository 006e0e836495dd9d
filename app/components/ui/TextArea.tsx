import { type TextareaHTMLAttributes, useState } from "react";
import { useTranslation } from "react-i18next";
import { TEXT_LIMITS } from "#contracts";
import { FieldError, FieldLabel, inputClass } from "./Field";
import { useErrorText } from "./messages";

export interface TextAreaProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name" | "defaultValue"> {
  id: string;
  name: string;
  label: string;
  hint?: string;
  errors?: string[];
  required?: boolean;
  defaultValue?: string;
  /** Default 1600 (spec §5). */
  maxChars?: number;
  /** Remaining-characters counter: rendered by the server, updated live with JavaScript. */
  counter?: boolean;
}

/** The text area of spec §5: maximum length, optional counter, required marker, first error translated. */
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
  const errorText = useErrorText()(errors, label);
  const [length, setLength] = useState(defaultValue.length);
  const describedBy = [hint ? `${id}-hint` : null, counter ? `${id}-counter` : null, errorText ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="space-y-1">
      <FieldLabel htmlFor={id} label={label} required={required} />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-gray-700">
          {hint}
        </p>
      ) : null}
      {errorText ? <FieldError id={`${id}-error`} text={errorText} /> : null}
      <textarea
        id={id}
        name={name}
        required={required}
        defaultValue={defaultValue}
        rows={6}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={inputClass(Boolean(errorText))}
        onChange={(e) => setLength(e.currentTarget.value.length)}
        {...rest}
      />
      {counter ? (
        <p
          id={`${id}-counter`}
          className={`text-sm ${length > maxChars ? "font-semibold text-red-700" : "text-gray-700"}`}
        >
          {t("form.remaining", { count: maxChars - length })}
        </p>
      ) : null}
    </div>
  );
}
