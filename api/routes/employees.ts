/**
 * Employees of a company under /b2b/v1/companies/{id}/employees (docs/product.md#api-calls, docs/architecture.md#api-and-data). Every call
 * reads the caller's membership afresh (404 outside the company, 403 code 1005 without the permission),
 * so a permission removed takes effect on the next request:
 * - any member lists and reads;
 * - `create_employees` creates (invitation e-mail) and re-invites;
 * - `edit_employees` changes, `delete_employees` deletes; the owner answers 400 code 5000.
 */
import { z } from "@hono/zod-openapi";
import { Employee, EmployeeCreate, EmployeeList, EmployeeListQuery, EmployeePatch } from "#contracts";
import { accessGuards } from "../auth/access";
import { ifMatch, tagged, versionedJson } from "../concurrency";
import type { ApiDeps } from "../env";
import { errorResponses } from "../errors";
import {
  createEmployee,
  deleteEmployee,
  listEmployees,
  patchEmployee,
  readEmployee,
  resendInvitation,
} from "../services/employees";
import { bearerSecurity, body, companyParam, json, newRouter, routeGroup } from "./router";

const employeeParam = companyParam.extend({ employeeId: z.string().describe("employee id") });

export function employeeRoutes(deps: ApiDeps) {
  const { db } = deps;
  const publicUrl = deps.publicUrl ?? "http://localhost:3000";
  const { requireCompany } = accessGuards(db);
  const common = routeGroup({ tags: ["Company employees"], security: bearerSecurity });
  const base = "/companies/{id}/employees";
  const one = `${base}/{employeeId}`;

  const listRoute = common.get(base, "The company's employees: sort by last name, search name or e-mail, pages of 20", {
    middleware: requireCompany(),
    request: { params: companyParam, query: EmployeeListQuery },
    responses: { 200: json(EmployeeList, "One page of employees"), ...errorResponses(400, 401, 404) },
  });
  const createRoute_ = common.post(base, {
    middleware: requireCompany("create_employees"),
    summary:
      "Invite a new employee (only permissions the caller holds): an e-mail with an accept link valid 14 days; until accepted the employee shows only what the caller typed",
    request: { params: companyParam, body: body(EmployeeCreate) },
    responses: { 201: json(Employee, "The invited employee"), ...errorResponses(400, 404) },
  });
  const getRoute = common.get(one, "One employee, with the ETag of the membership", {
    middleware: requireCompany(),
    request: { params: employeeParam },
    responses: { 200: versionedJson(Employee, "The employee"), ...errorResponses(401, 404) },
  });
  const patchRoute = common.patch(one, {
    middleware: requireCompany("edit_employees"),
    summary:
      "Change an employee's membership: department, position, permissions; salutation, names and phone only while the invitation is pending (the invitation's text), else 400 with field errors (the person changes them in their profile); the owner answers 400 code 5000; own permissions and permissions the caller lacks: 403; If-Match required: 428 without it, 412 when stale",
    request: { params: employeeParam, headers: ifMatch.required.headers, body: body(EmployeePatch) },
    responses: {
      200: versionedJson(Employee, "The changed employee, with the new ETag"),
      ...errorResponses(400, 404, 412, 428),
    },
  });
  const deleteRoute = common.delete(one, {
    middleware: requireCompany("delete_employees"),
    summary:
      "Remove an employee from the company; the owner answers 400 code 5000, oneself 409; If-Match required: 428 without it, 412 when stale",
    request: { params: employeeParam, headers: ifMatch.required.headers },
    responses: { 204: { description: "Removed" }, ...errorResponses(400, 404, 409, 412, 428) },
  });
  const resendRoute = common.post(`${one}/resend-invitation`, {
    middleware: requireCompany("create_employees"),
    summary: "Send a new invitation link; earlier links stop working; 409 once accepted",
    request: { params: employeeParam },
    responses: { 200: json(Employee, "The employee"), ...errorResponses(404, 409) },
  });

  return newRouter()
    .openapi(listRoute, async (c) => {
      return c.json(await listEmployees(db, c.var.company, c.req.valid("query")), 200);
    })
    .openapi(createRoute_, async (c) => {
      return c.json(await createEmployee(db, c.var.company, c.req.valid("json"), publicUrl), 201);
    })
    .openapi(getRoute, async (c) => {
      const { employeeId } = c.req.valid("param");
      return c.json(tagged(c, await readEmployee(db, c.var.company, employeeId)), 200);
    })
    .openapi(patchRoute, async (c) => {
      const { employeeId } = c.req.valid("param");
      const access = c.var.company;
      return c.json(
        tagged(c, await patchEmployee(db, access, employeeId, c.req.valid("json"), ifMatch.required.of(c))),
        200,
      );
    })
    .openapi(deleteRoute, async (c) => {
      const { employeeId } = c.req.valid("param");
      const access = c.var.company;
      await deleteEmployee(db, access, employeeId, ifMatch.required.of(c));
      return c.body(null, 204);
    })
    .openapi(resendRoute, async (c) => {
      const { employeeId } = c.req.valid("param");
      const access = c.var.company;
      return c.json(await resendInvitation(db, access, employeeId, publicUrl), 200);
    });
}
