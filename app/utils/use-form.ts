/**
 * A form's state in the browser: the part of Conform's `useForm` the portal's forms use, without Conform
 * (its client is 9 KB gzip, a tenth of an applicant page's budget). The server side stays Conform's
 * (`parseWithZod`, `submission.reply()`): this hook reads those replies as they are.
 *
 * - Values: the inputs are uncontrolled; a field's `initialValue` is the last reply's submitted value,
 *   else the form's `defaultValue` (serialised as Conform does: numbers as text, `true` as "on").
 * - Errors: the last reply's, until the browser validates. With `onValidate` the form is validated on
 *   submit (an invalid one is not sent and the first invalid field gets the focus) and, per field, on
 *   `shouldValidate` and after that on `shouldRevalidate`. Without `onValidate` the server alone validates.
 * - Ids: the form's `id`, each field's `${id}-${name}` and the form's errors `${id}-error`, as before.
 * - `loadValidator` instead of `onValidate`: the same validation, whose code loads when the form is first
 *   used (typed into, left, sent), not with the page. A submit before it is there waits for it and is sent
 *   again when valid; if it cannot be loaded, the server alone validates.
 */
import type { SubmissionResult } from "@conform-to/react";
import { type FocusEvent, type FormEvent, useEffect, useRef, useState } from "react";

export type { SubmissionResult };

type Errors = Record<string, string[]>;
type ValidateOn = "onSubmit" | "onBlur" | "onInput";

/** What `onValidate` gets; it answers with the errors by field name, or null when the form is valid. */
export interface ValidationContext {
  form: HTMLFormElement;
  formData: FormData;
  submitter: HTMLElement | null;
}

export interface FormOptions<Schema> {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: { [K in keyof Schema]?: unknown } | null;
  shouldValidate?: ValidateOn;
  shouldRevalidate?: ValidateOn;
  onValidate?: Validator;
  loadValidator?: () => Promise<Validator>;
}

type Validator = (context: ValidationContext) => Errors | null;

/** A field's value as the form holds it: text, or a list of texts (Conform's `FormValue`). */
type Initial<Value> = Value extends readonly unknown[] ? string[] | undefined : string | undefined;

export interface FieldMetadata<Value = unknown> {
  id: string;
  name: string;
  /** For the `key` of the element: Conform's is undefined for a single field, and so is this one. */
  key: string | undefined;
  initialValue: Initial<Value>;
  errors: string[] | undefined;
}

export interface FormMetadata {
  id: string;
  errors: string[] | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onBlur: (event: FocusEvent<HTMLFormElement>) => void;
  onInput: (event: FormEvent<HTMLFormElement>) => void;
}

function serialize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(serialize);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? "on" : undefined;
  if (typeof value === "number" || typeof value === "bigint") return value.toString();
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, serialize(inner)]));
  }
  return value ?? undefined;
}

const errorsOf = (result: SubmissionResult<string[]> | null | undefined): Errors =>
  Object.fromEntries(
    Object.entries(result?.error ?? {}).filter((entry): entry is [string, string[]] => Boolean(entry[1]?.length)),
  );

const validatedBy = (result: SubmissionResult<string[]> | null | undefined): Record<string, boolean> =>
  (result?.state as { validated?: Record<string, boolean> } | undefined)?.validated ?? {};

const only = (errors: Errors, names: Record<string, boolean>): Errors =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => names[name]));

function controlOf(event: { target: EventTarget | null; currentTarget: HTMLFormElement }) {
  const target = event.target as HTMLInputElement | null;
  return target && "form" in target && target.form === event.currentTarget && target.name ? target : null;
}

export function useForm<Schema extends Record<string, unknown>>(
  options: FormOptions<Schema>,
): [FormMetadata, { [K in keyof Schema]-?: FieldMetadata<Schema[K]> }] {
  const { id, lastResult, defaultValue, loadValidator } = options;
  const shouldValidate = options.shouldValidate ?? "onSubmit";
  const shouldRevalidate = options.shouldRevalidate ?? shouldValidate;
  const initialOf = (result: typeof lastResult) =>
    (result?.initialValue ?? serialize(defaultValue ?? {})) as Record<string, unknown>;
  const [state, setState] = useState(() => ({
    id,
    result: lastResult,
    errors: errorsOf(lastResult),
    validated: validatedBy(lastResult),
    initialValue: initialOf(lastResult),
  }));
  const focusFirstError = useRef(false);
  // `loadValidator`'s validator: undefined until loaded, null when it could not be loaded
  const lazy = useRef<{ loading?: Promise<void>; validator?: Validator | null }>({});
  const load = () =>
    (lazy.current.loading ??= loadValidator?.().then(
      (loaded) => {
        lazy.current.validator = loaded;
      },
      () => {
        lazy.current.validator = null;
      },
    ));
  // read when an event comes: the validator may have arrived since the last render
  const validator = () => options.onValidate ?? lazy.current.validator;
  const pending = () => !validator() && loadValidator && lazy.current.validator === undefined;

  // A new id is a new form (Conform's reset); a new reply from the server replaces errors and values.
  // Derived during render, so the page never shows the previous reply's errors for a frame.
  let current = state;
  if (state.id !== id) {
    current = { id, result: lastResult, errors: {}, validated: {}, initialValue: initialOf(undefined) };
    setState(current);
  } else if (lastResult && lastResult !== state.result) {
    const errors = errorsOf(lastResult);
    const validated = { ...state.validated, ...validatedBy(lastResult) };
    current = { ...state, result: lastResult, errors, validated, initialValue: initialOf(lastResult) };
    focusFirstError.current = lastResult.status === "error";
    setState(current);
  }

  useEffect(() => {
    if (!focusFirstError.current) return;
    focusFirstError.current = false;
    const form = document.forms.namedItem(id);
    for (const element of Array.from(form?.elements ?? [])) {
      const name = (element as HTMLInputElement).name;
      if (name && current.errors[name]) {
        (element as HTMLElement).focus();
        break;
      }
    }
  });

  const validate = (form: HTMLFormElement, submitter: HTMLElement | null) => {
    const formData = new FormData(form);
    // the pressed button's name and value belong to the submission (an intent), as the browser sends them
    const button = submitter as HTMLButtonElement | null;
    if (button?.type === "submit" && button.name) formData.append(button.name, button.value);
    return validator()?.({ form, formData, submitter }) ?? {};
  };

  const onField = (when: ValidateOn) => (event: { target: EventTarget | null; currentTarget: HTMLFormElement }) => {
    const control = controlOf(event);
    load();
    if (!control || !(validator() || pending())) return;
    const name = control.name;
    if ((current.validated[name] ? shouldRevalidate : shouldValidate) !== when) return;
    const form = event.currentTarget;
    const apply = () => {
      const all = validate(form, null);
      setState((s) => {
        const validated = { ...s.validated, [name]: true };
        return { ...s, validated, errors: only(all, validated) };
      });
    };
    if (pending()) load()?.then(apply);
    else apply();
  };

  const form: FormMetadata = {
    id,
    errors: current.errors[""],
    onSubmit(event) {
      const submitter = (event.nativeEvent as SubmitEvent).submitter ?? null;
      const element = event.currentTarget;
      if (pending()) {
        // sent again once the validation is there (and the form valid, or the validation not loadable)
        event.preventDefault();
        load()?.then(() => showErrors(element, submitter) || element.requestSubmit(submitter));
        return;
      }
      if (validator() && showErrors(element, submitter)) event.preventDefault();
    },
    onBlur: onField("onBlur"),
    onInput: onField("onInput"),
  };

  /** Validates the whole form and shows its errors; true when it is invalid (the first such field gets the focus). */
  function showErrors(form: HTMLFormElement, submitter: HTMLElement | null) {
    const errors = validate(form, submitter);
    const validated = Object.fromEntries(
      Array.from(form.elements)
        .map((element) => (element as HTMLInputElement).name)
        .filter(Boolean)
        .map((name) => [name, true]),
    );
    const invalid = Object.keys(errors).length > 0;
    if (invalid) focusFirstError.current = true;
    setState((s) => ({ ...s, validated: { ...s.validated, ...validated }, errors }));
    return invalid;
  }

  const fields = new Proxy({} as { [K in keyof Schema]-?: FieldMetadata<Schema[K]> }, {
    get(_, name) {
      if (typeof name !== "string") return undefined;
      return {
        id: `${id}-${name}`,
        name,
        key: undefined,
        initialValue: current.initialValue[name] as string | undefined,
        errors: current.errors[name],
      } satisfies FieldMetadata<string>;
    },
  });
  return [form, fields];
}

/** The form element's attributes (spread onto `<Form>`): id, handlers, no browser bubbles (ours show). */
export function getFormProps(form: FormMetadata) {
  return {
    id: form.id,
    onSubmit: form.onSubmit,
    onBlur: form.onBlur,
    onInput: form.onInput,
    noValidate: true,
    "aria-describedby": form.errors ? `${form.id}-error` : undefined,
  };
}
