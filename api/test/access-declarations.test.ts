/**
 * Every operation of the API declares who may call it (api/auth/access.ts), and the OpenAPI document
 * says it: `x-access` and the access in words at the end of the summary. A route registered without a
 * declaration is listed here by method and path.
 */
import { createRoute } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { publicAccess } from "../auth/access";
import { withDeclaredAccess } from "../routes/router";
import { setupApi } from "./harness";

const { ctx } = setupApi();

type Operation = {
  summary?: string;
  "x-access"?: { who: string; anyOf?: string[]; teamLead?: boolean; support?: boolean };
};

async function operations(prefix: string) {
  const res = await ctx.api.fetch(new Request("http://internal/api/openapi.json"));
  const doc = (await res.json()) as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith(prefix))
    .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ name: `${method} ${path}`, op })));
}

/**
 * At least this many operations per prefix (a floor, so that an empty or shrunken document cannot
 * pass): the counts as of writing, rounded down.
 */
const FLOORS: Record<string, number> = {
  "/api/v1/": 70,
  "/api/b2b/v1/": 75,
  "/api/advisor/v1/": 18,
  "/api/bank-info/": 1,
  "/api/health": 1,
  // development only, mounted by the harness as in development (DEV_TOOLS)
  "/api/dev/": 2,
};

describe("declared access", () => {
  it("is stated by every operation of the whole document, in x-access and in the summary", async () => {
    const ops = await operations("/api/");
    for (const [prefix, floor] of Object.entries(FLOORS)) {
      expect(ops.filter(({ name }) => name.split(" ")[1].startsWith(prefix)).length, prefix).toBeGreaterThanOrEqual(
        floor,
      );
    }
    // every operation lies under a prefix with a floor (a new prefix gets its own)
    const prefixes = Object.keys(FLOORS);
    expect(ops.map(({ name }) => name).filter((n) => !prefixes.some((p) => n.split(" ")[1].startsWith(p)))).toEqual([]);
    expect(ops.filter(({ op }) => !op["x-access"]).map(({ name }) => name)).toEqual([]);
    for (const { name, op } of ops) expect(op.summary, name).toMatch(/Access: .+$/);
  });

  it("declares the advisor console for study advisors, the assignment for team leads only", async () => {
    const ops = await operations("/api/advisor/v1/");
    const access = (name: string) => ops.find((o) => o.name === name)?.op["x-access"];
    expect(access("post /api/advisor/v1/applicants/{accountId}/advisor")).toEqual({
      who: "study_advisor",
      teamLead: true,
    });
    expect(access("get /api/advisor/v1/applicants/{accountId}")).toEqual({ who: "study_advisor", teamLead: false });
    expect(access("get /api/advisor/v1/support-tickets")).toEqual({
      who: "study_advisor",
      teamLead: false,
      support: true,
    });
    const summary = ops.find((o) => o.name === "post /api/advisor/v1/applicants/{accountId}/advisor")?.op.summary;
    expect(summary).toMatch(/Access: team leads among the study advisors$/);
  });

  it("declares the applicant API for applicants, token exchange and unsubscription public", async () => {
    const ops = await operations("/api/v1/");
    const access = (name: string) => ops.find((o) => o.name === name)?.op["x-access"];
    expect(access("get /api/v1/account")).toEqual({ who: "applicant" });
    expect(access("post /api/v1/documents/upload")).toEqual({ who: "applicant" });
    expect(access("post /api/v1/auth")).toEqual({ who: "anyone" });
    expect(access("post /api/v1/unsubscribe/{id}")).toEqual({ who: "anyone" });
  });

  it("is stated by every /b2b/v1 operation, in x-access and in the summary", async () => {
    const ops = await operations("/api/b2b/v1/");
    expect(ops.length).toBeGreaterThan(50);
    expect(ops.filter(({ op }) => !op["x-access"]).map(({ name }) => name)).toEqual([]);
    for (const { name, op } of ops) expect(op.summary, name).toMatch(/Access: .+$/);
  });

  it("names the permission of a company operation in its summary", async () => {
    const ops = await operations("/api/b2b/v1/companies/{id}/employees");
    const invite = ops.find(({ name }) => name === "post /api/b2b/v1/companies/{id}/employees");
    expect(invite?.op["x-access"]).toEqual({
      who: "company_member",
      anyOf: ["create_employees"],
      company: "the company {id}",
    });
    expect(invite?.op.summary).toMatch(/Access: members of the company \{id\} with create_employees$/);
  });

  it("leaves a route without a declaration undeclared (so the test above finds it)", () => {
    const bare = createRoute({ method: "get", path: "/x", responses: { 204: { description: "none" } } });
    expect(withDeclaredAccess(bare)).not.toHaveProperty("x-access");
    const declared = withDeclaredAccess({ ...bare, middleware: publicAccess() });
    expect(declared).toHaveProperty("x-access", { who: "anyone" });
  });

  it("refuses a route that declares its access twice", () => {
    const twice = createRoute({
      method: "get",
      path: "/x",
      middleware: [publicAccess(), publicAccess()],
      responses: { 204: { description: "none" } },
    });
    expect(() => withDeclaredAccess(twice)).toThrow(/more than once/);
  });
});
