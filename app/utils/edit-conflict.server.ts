/**
 * Lost-update protection of the company forms (docs/decisions/016-optimistic-concurrency.md). A form
 * carries the version (ETag) of the record it was filled from in a hidden field; the save sends it as
 * If-Match. When someone else saved in between, the API answers 412 and the action answers the conflict
 * page instead (409): the saved values beside what this user typed, with "keep mine" (posts the typed
 * values again with the new version) and "take the saved ones" (reloads the form from the record). A form
 * that lost its version (tampered, or filled before the field existed) is refused with 428 and gets the
 * same page: it cannot know what it was filled from, so the user compares and decides.
 */
import { data } from "@remix-run/node";
import type { ApiError } from "~/api/client.server";

/** Name of the hidden field; leading "_" keeps it out of the values a form stores as its draft. */
export const VERSION_FIELD = "_version";

/** The intents of the conflict page's two buttons. */
export const KEEP_MINE = "keepMine";
export const TAKE_THEIRS = "takeTheirs";

/** Only tags the API issues: anything else (tampered, missing) is sent as no If-Match at all. */
const OUR_TAG = /^"\d{1,9}"$/;

export function postedVersion(formData: FormData): string | undefined {
  const value = formData.get(VERSION_FIELD);
  return typeof value === "string" && OUR_TAG.test(value) ? value : undefined;
}

/** A version kept in a stored draft (same rule as a posted one). */
export const storedVersion = (value: unknown): string | undefined =>
  typeof value === "string" && OUR_TAG.test(value) ? value : undefined;

/** The API refused the save: the record changed since this form was filled (412), or it named no version (428). */
export const isEditConflict = (refusal: Pick<ApiError, "status">) => refusal.status === 412 || refusal.status === 428;

export interface EditConflict {
  /** What this user typed (field name → posted text). */
  mine: Record<string, string>;
  /** The values saved by someone else, in the same form fields. */
  theirs: Record<string, string>;
  /** The current version: "keep mine" saves over it. */
  version: string;
  /** Fields posted more than once (a group of checkboxes), both sides as lists of the posted values. */
  lists?: { mine: Record<string, string[]>; theirs: Record<string, string[]> };
}

/** The conflict page's answer: the route's page renders `conflict` in place of its form. */
export const conflictAnswer = (conflict: EditConflict) => data({ conflict }, { status: 409 });

/**
 * Every text value of a posted form except the buttons and hidden helpers: what the user typed (the raw
 * input a draft keeps). `keep` names hidden helpers a page renders again from the typed values.
 */
export function typedValues(
  formData: FormData,
  { max = 5000, keep = [] }: { max?: number; keep?: readonly string[] } = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value !== "string" || key === "intent" || key.startsWith("csrf")) continue;
    if (key.startsWith("_") && !keep.includes(key)) continue;
    out[key] = value.slice(0, max);
  }
  return out;
}

/** Every posted value of fields that repeat (checkboxes): `typedValues` keeps only the last one of each. */
export function typedLists(formData: FormData, names: readonly string[], max = 200): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const name of names) {
    out[name] = formData
      .getAll(name)
      .filter((v): v is string => typeof v === "string")
      .slice(0, 100)
      .map((v) => v.slice(0, max));
  }
  return out;
}
