import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { UserKind } from "#contracts";
import * as schema from "../db/schema";
import { setupApi } from "./harness";

const { ctx, call, login } = setupApi();

/** The first id (or slug) of a table of the seed, for path parameters. */
async function first(table: string, column = "id"): Promise<string> {
  const rows = await ctx.handle.db.execute(sql.raw(`select "${column}"::text as v from "${table}" limit 1`));
  const list = ((rows as { rows?: { v: string }[] }).rows ?? (rows as unknown as { v: string }[])) as { v: string }[];
  return list[0]?.v ?? "00000000-0000-4000-8000-000000000000";
}

async function parameterValues(): Promise<Record<string, string>> {
  return {
    jobId: await first("job_openings"),
    applicantId: await first("accounts"),
    docId: await first("documents"),
    accountId: await first("accounts"),
    ticketId: await first("support_tickets"),
    employeeId: await first("company_users"),
    invoiceId: await first("invoices"),
    formKey: "application.data",
    step: "study",
    token: "unknown-token",
    iban: "DE02120300000000202051",
    index: "0",
    slug: "x",
  };
}

/** `{id}` by the collection it names. */
async function idFor(path: string): Promise<string> {
  const table: [RegExp, string][] = [
    [/documents\/\{id\}/, "documents"],
    [/job-openings\/\{id\}/, "job_openings"],
    [/news\/\{id\}/, "news"],
    [/companies\/\{id\}/, "companies"],
    [/unsubscribe\/\{id\}/, "newsletter_subscriptions"],
    [/mailbox\/\{id\}/, "mail_outbox"],
  ];
  for (const [pattern, name] of table) if (pattern.test(path)) return first(name);
  return "00000000-0000-4000-8000-000000000000";
}

/** Row counts of every table except the token's last-use bookkeeping. */
async function snapshot(): Promise<Record<string, string>> {
  const counts: Record<string, string> = {};
  for (const table of Object.values(schema)) {
    const name = (table as unknown as Record<symbol, unknown>)[Symbol.for("drizzle:Name")];
    if (typeof name !== "string" || name === "api_tokens") continue;
    const rows = await ctx.handle.db.execute(sql.raw(`select count(*)::text as v from "${name}"`));
    counts[name] = (((rows as { rows?: { v: string }[] }).rows ?? []) as { v: string }[])[0]?.v ?? "?";
  }
  const units = await ctx.handle.db.execute(sql.raw(`select string_agg(stage::text, ',' order by id) as v from units`));
  counts.stages = (((units as { rows?: { v: string }[] }).rows ?? []) as { v: string }[])[0]?.v ?? "?";
  return counts;
}

describe("no GET of the API writes", () => {
  it("every GET operation, for an applicant, a company user and an advisor, leaves the audit log and stages as they were", async () => {
    const doc = (await call("GET", "/api/openapi.json")).json as { paths: Record<string, { get?: unknown }> };
    const paths = Object.keys(doc.paths).filter((p) => doc.paths[p].get);
    expect(paths.length).toBeGreaterThan(40);
    const values = await parameterValues();
    // complete steps 1 and 2 at stage New: a read that raised the journey event would move it
    await ctx.handle.db.execute(
      sql.raw(
        `update units set stage = 'New' where account_id = (select id from accounts where subject = 'applicant-jonas')`,
      ),
    );
    const users: [UserKind, string][] = [
      ["applicant", "applicant-jonas"],
      ["company", "company-berta"],
      ["study_advisor", "staff-sabine"],
    ];
    for (const [kind, sub] of users) {
      const token = await login(kind, sub);
      const before = await snapshot();
      for (const path of paths) {
        let url = path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(values[name] ?? `{${name}}`));
        if (url.includes("%7Bid%7D") || url.includes("{id}")) url = url.replace(/(%7Bid%7D|\{id\})/, await idFor(path));
        // raw fetch: some answers are PDFs or calendar files
        const response = await ctx.api.fetch(
          new Request(`http://internal${url}`, { headers: { authorization: `Bearer ${token}` } }),
        );
        await response.arrayBuffer();
        expect(response.status, `${kind} GET ${url}`).toBeLessThan(500);
        expect(response.headers.get("Cache-Control"), `${kind} GET ${url}`).toContain("no-store");
      }
      expect(await snapshot(), `${kind}: GETs changed the data`).toEqual(before);
    }
  });
});
