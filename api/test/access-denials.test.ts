/**
 * The declared access is the enforced access: every operation of the OpenAPI document is called, as its
 * `x-access` says, by each kind of user it does not admit (403 code 1005) and without a token (401 code
 * 1000); team-lead and support-role operations by an advisor without that role (403 code 1005). The kind
 * is checked before anything else, so path ids, bodies and queries do not matter, and nothing changes.
 */
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { UserKind } from "#contracts";
import { accounts, auditLog } from "../db/schema";
import { setupApi } from "./harness";

const { ctx, call, login } = setupApi();

const NO_ID = "00000000-0000-4000-8000-000000000000";

type Access = { who: string; teamLead?: boolean; support?: boolean };
type Operation = { method: string; path: string; access: Access };

async function operations(): Promise<Operation[]> {
  const doc = (await call("GET", "/api/openapi.json")).json as {
    paths: Record<string, Record<string, { "x-access"?: Access }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, access: op["x-access"]! })),
  );
}

/** The kinds of user an operation's declaration admits (none for public operations: everyone). */
const admitted = (access: Access): UserKind[] =>
  access.who === "applicant"
    ? ["applicant"]
    : access.who === "study_advisor"
      ? ["study_advisor"]
      : access.who === "company_user" || access.who === "company_member"
        ? ["company"]
        : ["applicant", "company", "study_advisor"];

const KINDS: UserKind[] = ["applicant", "company", "study_advisor"];
const withIds = (path: string, id = NO_ID) => path.replace(/\{[^}]+\}/g, id);
/** An empty JSON body where the method takes one (the refusal comes before it is read). */
const bodyOf = (method: string) => (method === "GET" ? undefined : {});
const audits = async () => (await ctx.handle.db.select({ n: count() }).from(auditLog))[0].n;

describe("declared access is enforced", () => {
  it("refuses every kind of user an operation does not admit with 403 1005, and no token with 401 1000", async () => {
    const tokens: Record<UserKind, string> = {
      applicant: await login("applicant", "applicant-max"),
      company: await login("company", "company-olaf"),
      study_advisor: await login("study_advisor", "staff-sabine"),
    };
    const before = await audits();
    const ops = await operations();
    let refused = 0;
    for (const { method, path, access } of ops) {
      if (access.who === "anyone") continue;
      const url = withIds(path);
      for (const kind of KINDS.filter((k) => !admitted(access).includes(k))) {
        const res = await call(method, url, { token: tokens[kind], body: bodyOf(method) });
        expect(res.status, `${kind} ${method} ${path}`).toBe(403);
        expect(res.json.code, `${kind} ${method} ${path}`).toBe(1005);
        refused++;
      }
      const anonymous = await call(method, url, { body: bodyOf(method) });
      expect(anonymous.status, `no token ${method} ${path}`).toBe(401);
      expect(anonymous.json.code, `no token ${method} ${path}`).toBe(1000);
    }
    // two refused kinds for each of the ~170 operations behind a login
    expect(refused).toBeGreaterThan(300);
    expect(await audits()).toBe(before);
  });

  it("refuses team-lead and support-role operations to an advisor without that role with 403 1005", async () => {
    const sabine = await login("study_advisor", "staff-sabine"); // neither team lead nor support
    // lena is sabine's own applicant: the refusal is for the role, not for the applicant
    const [lena] = await ctx.handle.db.select().from(accounts).where(eq(accounts.subject, "applicant-lena"));
    const before = await audits();
    const ops = (await operations()).filter(({ access }) => access.teamLead || access.support);
    expect(ops.filter(({ access }) => access.teamLead).length).toBeGreaterThanOrEqual(1);
    expect(ops.filter(({ access }) => access.support).length).toBeGreaterThanOrEqual(5);
    for (const { method, path, access } of ops) {
      const res = await call(method, withIds(path, access.teamLead ? lena.id : NO_ID), {
        token: sabine,
        body: bodyOf(method),
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.json.code, `${method} ${path}`).toBe(1005);
    }
    expect(await audits()).toBe(before);
  });
});
