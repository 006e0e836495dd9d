import type { ReactNode, SelectHTMLAttributes } from "react";
import { FieldError, FieldShell, inputClass } from "./Field";
import { useErrorText } from "./messages";

export interface Option {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name"> {
  id: string;
  name: string;
  label: string;
  options: readonly Option[];
  /** Text of the empty first option; omit for no empty option. */
  placeholder?: string;
  errors?: string[];
  required?: boolean;
  hint?: string;
  /**
   * The options' markup, written once per list and language on the server (app/option-lists.server.ts):
   * the same markup as the <option> children below, so a list of hundreds is not rendered again on every
   * request. Only the server's render has it; the browser hydrates the children over the same elements.
   */
  optionsMarkup?: OptionsMarkup;
}

/** The markup of a select's options with the ones matching `selected` marked, as React marks them. */
export interface OptionsMarkup {
  html(selected: string | null, placeholder: string | undefined): string;
}

/**
 * An option without a value attribute sends its text, white space stripped and collapsed: the attribute
 * is left out where it would only repeat that text (long lists sent by names, ADR 038).
 */
const valueIsText = (o: Option) => o.value === o.label && !/^\s|\s$|\s\s|[\t\n\r\f]/.test(o.label);

/** An option of a Select as it renders (also what the server's written-once markup is made of). */
export function optionElement(o: Option) {
  return (
    <option key={o.value} value={valueIsText(o) ? undefined : o.value}>
      {o.label}
    </option>
  );
}

/** The value the options are matched against, as React takes it (a multiple select keeps its children). */
function selectedValue(value: unknown, defaultValue: unknown): string | null | undefined {
  const chosen = value !== undefined ? value : defaultValue;
  if (chosen == null) return null;
  return typeof chosen === "string" || typeof chosen === "number" ? String(chosen) : undefined;
}

export function Select({
  id,
  name,
  label,
  options,
  placeholder,
  errors,
  required,
  hint,
  optionsMarkup,
  ...rest
}: SelectProps) {
  const selected = rest.multiple ? undefined : selectedValue(rest.value, rest.defaultValue);
  const content =
    optionsMarkup && selected !== undefined
      ? { dangerouslySetInnerHTML: { __html: optionsMarkup.html(selected, placeholder) } }
      : {
          children: (
            <>
              {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
              {options.map(optionElement)}
            </>
          ),
        };
  return (
    <FieldShell id={id} label={label} hint={hint} errors={errors} required={required}>
      {({ invalid, describedBy }) => (
        <select
          id={id}
          name={name}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className={inputClass(invalid)}
          {...rest}
          {...content}
        />
      )}
    </FieldShell>
  );
}

export interface RadioGroupProps {
  id: string;
  name: string;
  legend: string;
  options: readonly Option[];
  defaultValue?: string;
  errors?: string[];
  required?: boolean;
  hint?: ReactNode;
  inline?: boolean;
}

/** A fieldset of radios; the error summary links to the first radio (`${id}-0`). */
export function RadioGroup({
  id,
  name,
  legend,
  options,
  defaultValue,
  errors,
  required,
  hint,
  inline,
}: RadioGroupProps) {
  const errorText = useErrorText()(errors, legend);
  const describedBy = [hint ? `${id}-hint` : null, errorText ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <fieldset className="space-y-2" aria-describedby={describedBy || undefined}>
      <legend className="font-bold">
        {legend}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-gray-700">
          {hint}
        </p>
      ) : null}
      {errorText ? <FieldError id={`${id}-error`} text={errorText} /> : null}
      <div className={inline ? "flex flex-wrap gap-6" : "space-y-2"}>
        {options.map((o, i) => (
          <div key={o.value} className="flex items-center gap-2">
            <input
              type="radio"
              id={`${id}-${i}`}
              name={name}
              value={o.value}
              defaultChecked={defaultValue === o.value}
              aria-invalid={errorText ? true : undefined}
              className="h-5 w-5"
            />
            <label htmlFor={`${id}-${i}`}>{o.label}</label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

export interface CheckboxProps {
  id: string;
  name: string;
  label: ReactNode;
  defaultChecked?: boolean;
  errors?: string[];
  /** Label text used in the translated error. */
  errorLabel?: string;
  value?: string;
}

export function Checkbox({ id, name, label, defaultChecked, errors, errorLabel, value = "on" }: CheckboxProps) {
  const errorText = useErrorText()(errors, errorLabel);
  return (
    <div className="space-y-1">
      {errorText ? <FieldError id={`${id}-error`} text={errorText} /> : null}
      <div className="flex items-start gap-2">
        <input
          type="checkbox"
          id={id}
          name={name}
          value={value}
          defaultChecked={defaultChecked}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? `${id}-error` : undefined}
          className="mt-1 h-5 w-5"
        />
        <label htmlFor={id}>{label}</label>
      </div>
    </div>
  );
}
