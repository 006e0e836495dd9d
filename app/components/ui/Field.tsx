import type { InputHTMLAttributes, ReactNode } from "react";
import { useErrorText } from "./messages";

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> {
  id: string;
  name: string;
  label: string;
  hint?: ReactNode;
  /** Conform's `field.errors` (message keys of the shared catalogue). */
  errors?: string[];
  required?: boolean;
}

export const inputClass = (invalid: boolean) =>
  `block w-full rounded border-2 px-3 py-2 text-base ${invalid ? "border-red-700" : "border-gray-700"} bg-white text-gray-900`;

/** Label, required marker, hint, first error (translated with the label), input: GOV.UK pattern. */
export function Field({ id, name, label, hint, errors, required, className, ...input }: FieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} errors={errors} required={required} className={className}>
      {({ invalid, describedBy }) => (
        <input
          id={id}
          name={name}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={inputClass(invalid)}
          {...input}
        />
      )}
    </FieldShell>
  );
}

interface FieldShellProps {
  id: string;
  label: string;
  hint?: ReactNode;
  errors?: string[];
  required?: boolean;
  className?: string;
  /** Ids of further describing elements (e.g. a counter). */
  extraDescribedBy?: string;
  children: (state: { invalid: boolean; describedBy: string | undefined }) => ReactNode;
  after?: ReactNode;
}

/** The frame every single control shares: label, hint, translated first error, and their ARIA wiring. */
export function FieldShell({
  id,
  label,
  hint,
  errors,
  required,
  className,
  extraDescribedBy,
  children,
  after,
}: FieldShellProps) {
  const errorText = useErrorText()(errors, label);
  const describedBy = [hint ? `${id}-hint` : null, extraDescribedBy ?? null, errorText ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={`space-y-1 ${className ?? ""}`}>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-gray-700">
          {hint}
        </p>
      ) : null}
      {errorText ? <FieldError id={`${id}-error`} text={errorText} /> : null}
      {children({ invalid: Boolean(errorText), describedBy: describedBy || undefined })}
      {after}
    </div>
  );
}

export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block font-bold">
      {label}
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      ) : null}
    </label>
  );
}

export function FieldError({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className="font-bold text-red-700">
      {text}
    </p>
  );
}
