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
}

/**
 * An option without a value attribute sends its text, white space stripped and collapsed: the attribute
 * is left out where it would only repeat that text (long lists sent by names, ADR 038).
 */
const valueIsText = (o: Option) => o.value === o.label && !/^\s|\s$|\s\s|[\t\n\r\f]/.test(o.label);

export function Select({ id, name, label, options, placeholder, errors, required, hint, ...rest }: SelectProps) {
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
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={valueIsText(o) ? undefined : o.value}>
              {o.label}
            </option>
          ))}
        </select>
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
