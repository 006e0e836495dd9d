/**
 * Optimistic concurrency (RFC 9110 §8.8.3 ETag, §13.1.1 If-Match; docs/decisions/016-optimistic-concurrency.md).
 * Records several people edit carry an integer `version`; its strong ETag is `"<version>"`. A write with
 * `If-Match` updates only `WHERE id = ? AND version IN (<tags>)` and bumps the version in the same
 * statement, so two writers holding the same ETag cannot both succeed: the loser gets 412 code 1009.
 * The writes of those records require the header (`requiredIfMatchOf`: 428 code 1009 without it, RFC 6585
 * §3); elsewhere (a step's draft) a write without it is not checked.
 */
import { z } from "@hono/zod-openapi";
import { type Column, inArray, type SQL, sql } from "drizzle-orm";
import { ErrorCode } from "#contracts";
import { ApiError } from "./errors";

export type Precondition = { kind: "none" } | { kind: "any" } | { kind: "versions"; versions: number[] };

/** A body read together with the version of the same row (the ETag must describe exactly that body). */
export interface Versioned<T> {
  body: T;
  version: number;
}

export const etagOf = (version: number) => `"${version}"`;

/** Puts the ETag of a read or written record on the answer and gives back the body it describes. */
export function tagged<T>(c: { header: (name: string, value: string) => void }, { body, version }: Versioned<T>): T {
  c.header("ETag", etagOf(version));
  return body;
}

/** Only strong tags this API issued can match; weak (`W/"1"`), unquoted or foreign tags never do. */
const OUR_TAG = /^"(\d{1,9})"$/;

/** The `If-Match` header as a precondition; unreadable lists match nothing (412), never an error. */
export function parseIfMatch(header: string | null | undefined): Precondition {
  if (header === undefined || header === null) return { kind: "none" };
  if (header.trim() === "*") return { kind: "any" };
  const versions: number[] = [];
  for (const tag of header.split(",")) {
    const m = OUR_TAG.exec(tag.trim());
    if (m) versions.push(Number(m[1]));
  }
  return { kind: "versions", versions };
}

export const ifMatchOf = (c: { req: { header: (name: string) => string | undefined } }) =>
  parseIfMatch(c.req.header("if-match"));

/**
 * `If-Match` of a write that must name the copy it changes: without the header 428 code 1009, before the
 * record is read (the answer depends on the request alone, so it tells nothing about the record).
 */
export function requiredIfMatchOf(c: { req: { header: (name: string) => string | undefined } }): Precondition {
  const pre = ifMatchOf(c);
  if (pre.kind === "none") {
    throw new ApiError(
      428,
      ErrorCode.conflict,
      'This change needs If-Match: the ETag of the copy being changed (or "*"), from the GET or the last write',
    );
  }
  return pre;
}

export const preconditionFailed = () =>
  new ApiError(412, ErrorCode.conflict, "The record was changed by someone else since it was read (If-Match)");

/** Fails fast with 412 when the row read before the write is already newer than the client's copy. */
export function assertMatches(pre: Precondition, version: number) {
  if (pre.kind === "versions" && !pre.versions.includes(version)) throw preconditionFailed();
}

/** The WHERE part that makes the write conditional (undefined when the client sent no list of tags). */
export function versionGuard(column: Column, pre: Precondition): SQL | undefined {
  if (pre.kind !== "versions") return undefined;
  return pre.versions.length ? inArray(column, pre.versions) : sql`false`;
}

/** `SET version = version + 1`: every write of the record makes all earlier ETags stale. */
export const nextVersion = (column: Column) => sql`${column} + 1`;

/** A conditional UPDATE … RETURNING that changed no row lost the race: 412 (the transaction rolls back). */
export function requireWritten<T>(rows: T[]): T {
  if (rows.length === 0) throw preconditionFailed();
  return rows[0];
}

/** OpenAPI: the request header of conditional writes that may leave it out (a step's draft). */
export const ifMatchHeaders = z.object({
  "if-match": z.string().optional().openapi({
    description:
      'ETag of the copy being changed (`"<version>"` from the GET or the last write, or `*`). Optional: without it the write is not checked; with a stale tag the answer is 412 code 1009 and nothing changes.',
    example: '"3"',
  }),
});

/**
 * OpenAPI: the request header of the writes of records several people edit. Documented as required; the
 * schema lets a missing header through to `requiredIfMatchOf`, which answers 428 instead of a 400.
 */
export const requiredIfMatchHeaders = z.object({
  "if-match": z
    .string()
    .optional()
    .openapi({
      param: { required: true },
      description:
        'ETag of the copy being changed (`"<version>"` from the GET or the last write, or `*`). Required: without it the answer is 428 code 1009; with a stale tag 412 code 1009; either way nothing changes.',
      example: '"3"',
    }),
});

/** OpenAPI: the ETag response header of a versioned record. */
export const etagHeader = {
  ETag: {
    description: 'Strong entity tag of this version of the record (`"<version>"`); send it as If-Match to change it',
    schema: { type: "string" as const, example: '"3"' },
  },
};

/** An OpenAPI JSON response with the ETag header. */
export const versionedJson = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  headers: etagHeader,
  content: { "application/json": { schema } },
});

/**
 * The If-Match header of a write, as the route documents it (`headers`) and reads it (`of`): `required` for
 * the records several people edit, `optional` where a write without it is not checked (a step's draft).
 */
export const ifMatch = {
  required: { headers: requiredIfMatchHeaders, of: requiredIfMatchOf },
  optional: { headers: ifMatchHeaders, of: ifMatchOf },
};
