/**
 * No 5xx for bad input (docs/security.md): every operation of /api/openapi.json is driven with generated
 * bodies, queries and path parameters, as the user kind its path belongs to and anonymously. Any answer
 * of 500 or more fails the test and names the operation and the input. The count is bounded so the whole
 * run stays well under a minute; FC_SEED reproduces a run, FC_RUNS raises the count for a deeper search.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { UserKind } from "#contracts";
import { setupApi } from "./harness";

const { ctx, call, login } = setupApi();

const SEED = Number(process.env.FC_SEED) || Date.now() % 2 ** 31;
const RUNS = Number(process.env.FC_RUNS) || 8;
const ANONYMOUS_RUNS = 2;

/** Keys every plain object inherits: a lookup by such a key finds a function, not undefined. */
const PROTOTYPE_KEYS = [
  "toString",
  "constructor",
  "__proto__",
  "hasOwnProperty",
  "valueOf",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toLocaleString",
  "__defineGetter__",
] as const;

const hostileString = fc.oneof(
  fc.constantFrom(
    "",
    "\u0000",
    "a\u0000b",
    "%00",
    "%",
    "%zz",
    "-1e308",
    "1e308",
    "-0",
    "NaN",
    "Infinity",
    "99999999999999999999999",
    "2024-02-30",
    "0000-00-00",
    "../../etc/passwd",
    "\u202Efdp.exe",
    "\uD800",
    "' or 1=1 --",
    " ",
    "null",
    ...PROTOTYPE_KEYS,
    "x".repeat(5_000),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 20 }),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, -(2 ** 63), 2 ** 31, -1, 0, 1e-320, 0.5),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** An object with prototype-named keys as OWN properties (a plain assignment to __proto__ would be lost). */
function withOwnKeys(base: unknown, entries: [string, unknown][]): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  if (base && typeof base === "object" && !Array.isArray(base)) Object.assign(out, base);
  for (const [key, value] of entries) Object.defineProperty(out, key, { value, enumerable: true, writable: true });
  return out;
}

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
  fc
    .array(fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS), fc.oneof(hostileString, hostileNumber)), { maxLength: 3 })
    .map((entries) => withOwnKeys({}, entries)),
);

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
};

/** Plausible values from a JSON schema, now and then replaced by a hostile one. */
function fromSchema(schema: Schema | undefined, doc: { components?: { schemas?: Record<string, Schema> } }, depth = 0) {
  const plain = plausible(schema, doc, depth);
  return fc.oneof({ weight: 4, arbitrary: plain }, { weight: 1, arbitrary: hostileValue });
}

function plausible(
  schema: Schema | undefined,
  doc: { components?: { schemas?: Record<string, Schema> } },
  depth: number,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return hostileValue;
  if (schema.$ref) return plausible(doc.components?.schemas?.[schema.$ref.split("/").pop()!], doc, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => plausible(s, doc, depth + 1)));
  if (schema.allOf?.length) {
    const merged: Schema = { type: "object", properties: {}, required: [] };
    for (const part of schema.allOf) {
      Object.assign(merged.properties!, part.properties);
      merged.required!.push(...(part.required ?? []));
    }
    return plausible(merged, doc, depth + 1);
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? "object"];
  return fc.oneof(...types.map((type) => byType(type, schema, doc, depth)));
}

function byType(
  type: string,
  schema: Schema,
  doc: { components?: { schemas?: Record<string, Schema> } },
  depth: number,
): fc.Arbitrary<unknown> {
  switch (type) {
    case "object": {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(
        Object.entries(properties).map(([key, s]) => [key, fromSchema(s, doc, depth + 1)]),
      );
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
    }
    case "array":
      return fc.array(fromSchema(schema.items, doc, depth + 1), { maxLength: 4 });
    case "integer":
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 });
    case "number":
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    default:
      if (schema.format === "uuid") return fc.uuid();
      if (schema.format === "email") return fc.emailAddress();
      if (schema.format === "date") return fc.constantFrom("2026-09-01", "2027-10-01", "1990-01-01");
      if (schema.format === "date-time") return fc.constantFrom("2026-12-01T10:00:00.000Z", "2027-01-05T08:30:00Z");
      return fc.string({ maxLength: Math.min(schema.maxLength ?? 30, 30) });
  }
}

interface Body {
  contentType?: string;
  text: string;
}

const jsonText = (value: unknown) => JSON.stringify(value) ?? "null";

/** Bodies that no client should send: broken syntax, wrong types, prototype-named keys, many fields. */
const malformedBody: fc.Arbitrary<Body> = fc.oneof(
  fc.constantFrom<Body>(
    { contentType: "application/json", text: '{"a":' },
    { contentType: "application/json", text: "" },
    { contentType: "application/json", text: "\u0000" },
    { contentType: "application/json", text: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}' },
    { contentType: "application/json", text: `{${'"toString":1,'.repeat(3)}"valueOf":{}}` },
    { contentType: "application/json", text: `[${"[".repeat(2_000)}${"]".repeat(2_000)}]` },
    { contentType: "multipart/form-data; boundary=x", text: "--x\r\nContent-Disposition: form-data; name=" },
    { contentType: "multipart/form-data", text: "garbage" },
    { contentType: "application/x-www-form-urlencoded", text: "a=%zz&b=%E0%A4%A&toString=1" },
    { contentType: "text/plain", text: "hello" },
    { text: '{"a":1}' },
  ),
  fc
    .array(fc.tuple(fc.constantFrom(...PROTOTYPE_KEYS), hostileValue), { minLength: 1, maxLength: 4 })
    .map((entries) => ({ contentType: "application/json", text: jsonText(withOwnKeys({}, entries)) })),
  fc.integer({ min: 500, max: 5_000 }).map((n) => ({
    contentType: "application/json",
    text: jsonText(Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, i]))),
  })),
  fc.jsonValue({ maxDepth: 3 }).map((value) => ({ contentType: "application/json", text: jsonText(value) })),
);

function multipartBody(): fc.Arbitrary<Body> {
  const boundary = "----tandemboundary";
  const part = (name: string, filename: string, type: string, content: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n`;
  return fc
    .tuple(
      fc.constantFrom("file", "toString", "__proto__", "category", ""),
      fc.constantFrom("cv.pdf", "a\u0000.pdf", "\u202Efdp.exe", "", "x".repeat(300)),
      fc.constantFrom("application/pdf", "image/png", "text/plain"),
      fc.boolean(),
    )
    .map(([name, filename, type, closed]) => ({
      contentType: `multipart/form-data; boundary=${boundary}`,
      text: part(name, filename, type, "%PDF-1.4\n%%EOF") + (closed ? `--${boundary}--\r\n` : ""),
    }));
}

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  security?: unknown[];
}
interface Doc {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

/** A path segment: usually encoded, sometimes raw (invalid percent-encoding reaches the router as sent). */
const segment = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80"; // a lone surrogate, as UTF-8 bytes that decode to nothing valid
  }
};
const rawSegment = fc.constantFrom("%", "%zz", "%00", "%FF", "%E0%A4%A", "%2e%2e", "%2F", "..");

function kindOf(path: string): UserKind | null {
  if (path.startsWith("/api/v1/")) return "applicant";
  if (path.startsWith("/api/b2b/v1/")) return "company";
  if (path.startsWith("/api/advisor/v1/")) return "study_advisor";
  return null;
}
const SUBJECT: Record<UserKind, string> = {
  applicant: "applicant-lena",
  company: "company-olaf",
  study_advisor: "staff-sabine",
};

/** Real ids of the seed per path parameter, so generated requests also reach the code behind the lookups. */
const TABLES_OF: Record<string, string[]> = {
  id: ["companies", "documents", "info_sessions", "consultations", "notifications", "news", "campaigns"],
  jobId: ["job_openings"],
  applicantId: ["accounts"],
  accountId: ["accounts"],
  employeeId: ["company_memberships"],
  docId: ["documents"],
  commentId: ["applicant_comments"],
  ticketId: ["support_tickets"],
  invoiceId: ["invoices"],
};

async function seededIds(): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const [param, tables] of Object.entries(TABLES_OF)) {
    out[param] = [];
    for (const table of tables) {
      try {
        const result = await ctx.handle.db.execute(`select id::text as id from "${table}" limit 4` as never);
        const rows = (result as unknown as { rows?: { id: string }[] }).rows ?? (result as unknown as { id: string }[]);
        out[param].push(...rows.map((r) => r.id));
      } catch {
        // a table renamed since: the parameter is still driven with generated values
      }
    }
  }
  return out;
}

interface Case {
  path: string;
  query: string;
  body?: Body;
}

function caseOf(
  path: string,
  method: string,
  op: Operation,
  doc: Doc,
  ids: Record<string, string[]>,
  companyId?: string,
) {
  const params = op.parameters ?? [];
  const pathArbs = Object.fromEntries(
    params
      .filter((p) => p.in === "path")
      .map((p) => {
        const known = [...(p.name === "id" && companyId && path.includes("/companies/{id}") ? [companyId] : [])];
        known.push(...(ids[p.name] ?? []));
        const plausibleValue = plausible(p.schema, doc, 0).map((v) => segment(String(v)));
        return [
          p.name,
          fc.oneof(
            { weight: 4, arbitrary: known.length ? fc.constantFrom(...known) : plausibleValue },
            { weight: 2, arbitrary: plausibleValue },
            { weight: 2, arbitrary: hostileString.map(segment) },
            { weight: 1, arbitrary: rawSegment },
          ),
        ];
      }),
  );
  const queryArbs = params
    .filter((p) => p.in === "query")
    .map((p) =>
      fc.option(
        fc
          .oneof(plausible(p.schema, doc, 0).map(String), hostileString, hostileNumber.map(String))
          .map((v) => `${encodeURIComponent(p.name)}=${segment(v)}`),
        { nil: "" },
      ),
    );
  const extraQuery = fc.oneof(
    { weight: 3, arbitrary: fc.constant("") },
    { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS).map((k) => `${k}=1`) },
    { weight: 1, arbitrary: rawSegment.map((v) => `page=${v}`) },
  );
  const content = op.requestBody?.content ?? {};
  const bodies: fc.Arbitrary<Body | undefined>[] = [];
  if (content["application/json"]) {
    const schemaBody = fromSchema(content["application/json"].schema, doc);
    bodies.push(
      schemaBody.map((v) => ({ contentType: "application/json", text: jsonText(v) })),
      fc.tuple(schemaBody, fc.constantFrom(...PROTOTYPE_KEYS), hostileValue).map(([v, key, value]) => ({
        contentType: "application/json",
        text: jsonText(withOwnKeys(v, [[key, value]])),
      })),
    );
  }
  if (content["multipart/form-data"]) bodies.push(multipartBody());
  if (method !== "get" && method !== "head") bodies.push(malformedBody, fc.constant(undefined));
  return fc.record({
    path: fc.record(pathArbs).map((values) => path.replace(/\{(\w+)\}/g, (_, name) => values[name] as string)),
    query: fc
      .tuple(fc.tuple(...queryArbs), extraQuery)
      .map(([q, extra]) => [...(q as string[]), extra].filter(Boolean).join("&")),
    body: bodies.length ? fc.oneof(...bodies) : fc.constant(undefined),
  }) as fc.Arbitrary<Case>;
}

describe("bad input never answers 5xx", () => {
  // One test walks every operation (some thousand requests): about 10 s on an idle machine, 60 s measured
  // beside the other test runs on 2 busy cores; the bound only catches a hang (FC_RUNS raises the count).
  it(`every operation of /api/openapi.json (seed ${SEED})`, { timeout: 300_000 }, async () => {
    const doc = (await call("GET", "/api/openapi.json")).json as Doc;
    const ids = await seededIds();
    const failures: string[] = [];
    let requests = 0;
    let operation = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        operation++;
        const kind = kindOf(path);
        // a fresh login per operation: an earlier logout or reset must not blind the next ones
        const token = kind ? await login(kind, SUBJECT[kind]) : undefined;
        const companyId =
          kind === "company" && token
            ? ((await call("GET", "/api/b2b/v1/me", { token })).json?.companies?.[0]?.id as string | undefined)
            : undefined;
        const arb = caseOf(path, method, op, doc, ids, companyId);
        const runs = [
          ...fc.sample(arb, { numRuns: RUNS, seed: SEED + operation }).map((c) => ({ c, token })),
          ...(token
            ? fc.sample(arb, { numRuns: ANONYMOUS_RUNS, seed: SEED - operation }).map((c) => ({ c, token: undefined }))
            : []),
        ];
        for (const { c, token: bearer } of runs) {
          const url = `http://internal${c.path}${c.query ? `?${c.query}` : ""}`;
          const headers: Record<string, string> = {};
          if (bearer) headers.authorization = `Bearer ${bearer}`;
          if (c.body?.contentType) headers["content-type"] = c.body.contentType;
          let status: number;
          try {
            const res = await ctx.api.fetch(
              new Request(url, { method: method.toUpperCase(), headers, body: c.body?.text }),
            );
            status = res.status;
            await res.arrayBuffer();
          } catch (error) {
            status = 599;
            headers.thrown = String(error);
          }
          requests++;
          if (status >= 500) {
            failures.push(
              `${status} ${method.toUpperCase()} ${path} (${bearer ? kind : "anonymous"}): ${url.slice(16, 300)} ${
                c.body ? `${c.body.contentType ?? "no content type"} ${c.body.text.slice(0, 200)}` : ""
              }${headers.thrown ? ` threw ${headers.thrown}` : ""}`,
            );
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(operation * RUNS);
    expect(failures, `seed ${SEED}: ${failures.length} server errors`).toEqual([]);
  });

  it("answers the reported inputs with 4xx", async () => {
    const applicant = await login("applicant", "applicant-lena");
    const company = await login("company", "company-olaf");
    expect((await call("GET", "/api/v1/languages?lng=-1e308", { token: applicant })).status).toBe(400);
    expect((await call("GET", "/api/b2b/v1/help/topics/%00", { token: company })).status).toBe(404);
    for (const key of PROTOTYPE_KEYS) {
      const res = await call("PATCH", "/api/v1/account", {
        token: applicant,
        body: jsonText(withOwnKeys({}, [[key, "x"]])),
      });
      expect(res.status, key).toBe(400);
      expect(res.json).toMatchObject({ code: 1007 });
      expect(Object.keys(res.json.errors)).toEqual([key]);
    }
  });
});
