/**
 * Every operation of the company API declares who may call it (api/auth/access.ts), and the OpenAPI
 * document says it: `x-access` and the access in words at the end of the summary. A route registered
 * without a declaration is listed here by method and path.
 */
import { createRoute } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { publicAccess } from "../auth/access";
import { withDeclaredAccess } from "../routes/router";
import { setupApi } from "./harness";

const { ctx } = setupApi();

type Operation = { summary?: string; "x-access"?: { who: string; anyOf?: string[] } };

async function operations(prefix: string) {
  const res = await ctx.api.fetch(new Request("http://internal/api/openapi.json"));
  const doc = (await res.json()) as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith(prefix))
    .flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ name: `${method} ${path}`, op })));
}

describe("declared access", () => {
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
