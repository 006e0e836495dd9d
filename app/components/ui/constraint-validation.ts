/**
 * Validation in the browser without zod: the browser's own constraint validation (the attributes the
 * server derived from the form's schema) decides, and the message is the server's own for that field and
 * rule (app/utils/form-rules.server.ts), else a generic one of the catalogue. What constraints cannot say
 * (rules across fields, checks against data) the server's validation reports after the submit.
 */
import { parse, type Submission } from "@conform-to/react";
import { msg, V } from "#contracts/validation";

type Validity = "valueMissing" | "typeMismatch" | "tooLong" | "tooShort" | "rangeUnderflow" | "rangeOverflow";
export type ValidityKey = Validity | "patternMismatch" | "badInput" | "stepMismatch";

/** A field's message per validity state, as the server's validation words it. */
export type FieldMessages = Partial<Record<ValidityKey, string>>;

/** What a loader sends for a form: Conform's constraint per field and the server's messages. */
export interface FormRules {
  constraint: Record<
    string,
    {
      required?: boolean;
      minLength?: number;
      maxLength?: number;
      min?: string | number;
      max?: string | number;
      step?: string | number;
      multiple?: boolean;
      pattern?: string;
    }
  >;
  messages: Record<string, FieldMessages>;
}

const STATES: ValidityKey[] = [
  "valueMissing",
  "badInput",
  "typeMismatch",
  "tooShort",
  "tooLong",
  "rangeUnderflow",
  "rangeOverflow",
  "stepMismatch",
  "patternMismatch",
];

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function genericMessage(control: Control, state: ValidityKey): string {
  const type = control instanceof HTMLInputElement ? control.type : "";
  switch (state) {
    case "valueMissing":
      return type === "checkbox" ? V.mustBeConfirmed : V.valueRequired;
    case "typeMismatch":
      return type === "url" ? V.url : V.email;
    case "tooLong":
      return msg(V.maxLength, { max: (control as HTMLInputElement).maxLength });
    case "tooShort":
      return msg(V.minLength, { min: (control as HTMLInputElement).minLength });
    case "rangeUnderflow":
      return msg(V.minValue, { min: (control as HTMLInputElement).min });
    case "rangeOverflow":
      return msg(V.maxValue, { max: (control as HTMLInputElement).max });
    case "badInput":
    case "stepMismatch":
      return type.startsWith("date") ? V.dateInvalid : V.fieldNumeric;
    default:
      return V.formInvalid;
  }
}

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

const number = (value: string | number | undefined) =>
  value === undefined || value === "" ? null : Number(String(value).replace(",", "."));

/** The first rule of the field's constraint its value breaks (what the schema would say too), if any. */
export function brokenRule(constraint: FormRules["constraint"][string], values: string[]): ValidityKey | null {
  const value = (values.find((v) => v.trim() !== "") ?? "").trim();
  if (value === "") return constraint.required ? "valueMissing" : null;
  if (constraint.minLength !== undefined && value.length < constraint.minLength) return "tooShort";
  if (constraint.maxLength !== undefined && value.length > constraint.maxLength) return "tooLong";
  const min = number(constraint.min);
  const max = number(constraint.max);
  if (min !== null || max !== null) {
    const isDate = /^\d{4}-\d{2}-\d{2}/.test(String(constraint.min ?? constraint.max));
    if (isDate) {
      if (constraint.min !== undefined && value < String(constraint.min)) return "rangeUnderflow";
      if (constraint.max !== undefined && value > String(constraint.max)) return "rangeOverflow";
    } else {
      const n = number(value);
      if (n === null || Number.isNaN(n)) return "badInput";
      if (min !== null && n < min) return "rangeUnderflow";
      if (max !== null && n > max) return "rangeOverflow";
    }
  }
  if (constraint.pattern) {
    try {
      if (!new RegExp(`^(?:${constraint.pattern})$`).test(value)) return "patternMismatch";
    } catch {
      // a pattern this browser cannot read: the server checks it
    }
  }
  return null;
}

/**
 * Conform's `onValidate` for a form whose loader sent `formRules(schema)`: the constraint of every field (also
 * of fields whose element carries no attribute for it), then the browser's own validity of each element (an
 * address typed into type="email", …). Valid means "send it": the server's schema decides the value.
 * `unless` names submissions that go to the server unchecked.
 */
export function validateByConstraints<Schema = Record<string, unknown>>(
  rules: FormRules | undefined,
  options: { unless?: (formData: FormData) => boolean } = {},
) {
  return ({ form, formData }: { form: HTMLFormElement; formData: FormData }): Submission<Schema, string[]> =>
    parse<Schema, string[]>(formData, {
      resolve(value) {
        // a submission the server takes whatever the fields hold (e.g. "generate a draft")
        if (options.unless?.(formData)) return { value: value as Schema };
        const error = constraintErrors(rules, form, formData);
        return error ? { error } : { value: value as Schema };
      },
    });
}

/** The errors by field of a form against its rules, or null. */
function constraintErrors(rules: FormRules | undefined, form: HTMLFormElement, formData: FormData) {
  const error: Record<string, string[]> = {};
  const message = (name: string, state: ValidityKey, control?: Control) =>
    rules?.messages[name]?.[state] ?? (control ? genericMessage(control, state) : V.valueRequired);
  for (const [name, constraint] of Object.entries(rules?.constraint ?? {})) {
    if (name.includes("[]")) continue;
    const values = formData.getAll(name).filter((v): v is string => typeof v === "string");
    const state = brokenRule(constraint, values);
    if (!state) continue;
    const control = Array.from(form.elements)
      .filter(isControl)
      .find((c) => c.name === name);
    error[name] = [message(name, state, control)];
  }
  for (const control of Array.from(form.elements).filter(isControl)) {
    if (!control.name || !control.willValidate || control.validity.valid || error[control.name]) continue;
    const state = STATES.find((s) => control.validity[s]) ?? "patternMismatch";
    error[control.name] = [message(control.name, state, control)];
  }
  return Object.keys(error).length > 0 ? error : null;
}
