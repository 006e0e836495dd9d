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

type Internals = { _zod?: { def?: Record<string, unknown>; bag?: Record<string, unknown> } };
const WRAPPERS = ["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional"];

/** A field's own schema under its wrappers (optional, default, preprocess, …). */
function unwrap(schema: unknown): Internals | undefined {
  let current = schema as Internals | undefined;
  for (let depth = 0; depth < 8 && current?._zod?.def; depth++) {
    const def = current._zod.def;
    if (WRAPPERS.includes(def.type as string)) current = def.innerType as Internals;
    else if (def.type === "pipe")
      current = (def.out as Internals)._zod?.bag ? (def.out as Internals) : (def.in as Internals);
    else break;
  }
  return current;
}

/**
 * Lengths, ranges and a pattern of a field of an object schema, which Conform's constraint leaves out for
 * zod 4: read from the field's checks.
 */
function checksOf(schema: ZodType, name: string): Partial<FormRules["constraint"][string]> {
  const shape = (schema as unknown as Internals)._zod?.def?.shape as Record<string, unknown> | undefined;
  const field = unwrap(shape?.[name]);
  const type = field?._zod?.def?.type;
  const checks = ((field?._zod?.def?.checks ?? []) as Internals[]).map((c) => c._zod?.def ?? {});
  const out: Partial<FormRules["constraint"][string]> = {};
  const patterns: RegExp[] = [];
  for (const check of checks) {
    if (type === "string" && check.check === "min_length") out.minLength = check.minimum as number;
    if (type === "string" && check.check === "max_length") out.maxLength = check.maximum as number;
    if (type === "string" && check.check === "string_format" && check.pattern instanceof RegExp)
      patterns.push(check.pattern);
    // inclusive bounds only: an exclusive one has no attribute
    if (type === "number" && check.check === "greater_than" && check.inclusive) out.min = check.value as number;
    if (type === "number" && check.check === "less_than" && check.inclusive) out.max = check.value as number;
  }
  if (patterns.length === 1 && !patterns[0].flags) out.pattern = patterns[0].source;
  return out;
}

/** The rules of a form for its loader's data (cached: a schema never changes). */
export function formRules(schema: ZodType): FormRules {
  const cached = cache.get(schema);
  if (cached) return cached;
  const constraint = getZodConstraint(schema);
  for (const [name, rules] of Object.entries(constraint)) {
    for (const [key, value] of Object.entries(checksOf(schema, name))) {
      if (value !== undefined && (rules as Record<string, unknown>)[key] === undefined) {
        (rules as Record<string, unknown>)[key] = value;
      }
    }
  }
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
