/**
 * A form's rules for the browser, computed from its zod schema on the server: the constraint attributes
 * (`required`, `maxLength`, `pattern`, …) and, for each field and each way the browser's constraint
 * validation can find it invalid, the very message the server's validation gives. The browser then
 * validates with its own constraint validation (app/components/ui/constraint-validation.ts) and shows
 * the server's texts without loading zod (about 100 KB of gzip JavaScript).
 */
import type { SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ZodType } from "zod";
import type { FieldMessages, FormRules } from "~/components/ui/constraint-validation";

const cache = new WeakMap<ZodType, FormRules>();

/** The field's first message when the form holds only `values`, if the schema finds the field invalid. */
function messageFor(schema: ZodType, name: string, values: Record<string, string>): string | undefined {
  const formData = new FormData();
  for (const [key, value] of Object.entries(values)) formData.append(key, value);
  const error = (parseWithZod(formData, { schema }).reply() as SubmissionResult).error;
  return error?.[name]?.[0] ?? undefined;
}

/** A value the pattern does not accept (the browser then reports patternMismatch), if one of these is. */
const PATTERN_PROBES = ["~", "a", "0", "a b", "-", "0000000000000000000000000000000000000000"];

function probe(schema: ZodType, name: string, constraint: ReturnType<typeof getZodConstraint>[string]) {
  const messages: FieldMessages = {};
  const set = (state: keyof FieldMessages, value: string | null) => {
    const text = value === null ? messageFor(schema, name, {}) : messageFor(schema, name, { [name]: value });
    if (text) messages[state] = text;
  };
  if (constraint.required) set("valueMissing", null);
  if (constraint.maxLength !== undefined) set("tooLong", "a".repeat(constraint.maxLength + 1));
  if (constraint.minLength !== undefined && constraint.minLength > 1) set("tooShort", "a");
  const number = (value: unknown) =>
    typeof value === "number" || /^-?\d+(\.\d+)?$/.test(String(value)) ? Number(value) : null;
  const min = number(constraint.min);
  const max = number(constraint.max);
  if (min !== null) set("rangeUnderflow", String(min - 1));
  if (max !== null) set("rangeOverflow", String(max + 1));
  if (constraint.pattern) {
    const pattern = new RegExp(`^(?:${constraint.pattern})$`);
    const value = PATTERN_PROBES.find((candidate) => !pattern.test(candidate));
    if (value !== undefined) set("patternMismatch", value);
  }
  // an address or a link the browser finds malformed (type="email" or "url")
  set("typeMismatch", "x");
  set("badInput", "x");
  return messages;
}

/** The rules of a form for its loader's data (cached: a schema never changes). */
export function formRules(schema: ZodType): FormRules {
  const cached = cache.get(schema);
  if (cached) return cached;
  const constraint = getZodConstraint(schema);
  const messages: Record<string, FieldMessages> = {};
  for (const [name, rules] of Object.entries(constraint)) {
    // list entries ("items[].name") take the generic messages
    if (name.includes("[]")) continue;
    const field = probe(schema, name, rules);
    if (Object.keys(field).length > 0) messages[name] = field;
  }
  const result = { constraint, messages };
  cache.set(schema, result);
  return result;
}

/**
 * The actions' parsing, imported from here by route modules: a `.server` module never reaches the browser,
 * and with it zod stays out of the route's bundle (its package has side effects that defeat tree shaking).
 */
export { parseWithZod };
