/**
 * Declarative authorisation: every route names who may call it with ONE of these middlewares in its
 * createRoute declaration (`middleware: [requireCompany("edit_job_openings")]`). The middleware checks it
 * on every request and puts what it found on the context (`principal`; for company routes `company`, the
 * caller's CompanyAccess, which the services take instead of checking again). The declaration also rides on
 * the middleware, so newRouter() (./../routes/router.ts) writes it into the operation's OpenAPI summary and
 * `x-access`: the documented permission is the checked one, and a test finds routes that declare nothing.
 *
 * Company routes answer as docs/product.md#roles-and-permissions says: not an accepted member of the company → 404 (nothing reveals it),
 * a member without any of the named permissions → 403 code 1005. The owner holds every permission.
 */
import type { z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { createMiddleware } from "hono/factory";
import { ErrorCode, type Permission, type UserKind } from "#contracts";
import type { Database } from "../db/client";
import type { ApiEnv, Principal } from "../env";
import { ApiError, fieldErrors, forbidden, notFound, uuidOr404 } from "../errors";
import { assertVisible, loadAdvisor } from "../services/advisor";
import { type CompanyAccess, companyAccess } from "../services/company-access";
import { authenticate } from "./middleware";

/** Who may call an operation; `x-access` of the operation in /api/openapi.json. */
export type AccessDeclaration =
  | { who: "anyone" }
  | { who: "applicant" }
  /** `teamLead`: team leads only; `support`: advisors with the support role only (present only when required) */
  | { who: "study_advisor"; teamLead: boolean; support?: true }
  /** any company user, for their own data */
  | { who: "company_user" }
  /** an accepted member of the company the request names (`company`), holding one of `anyOf` (none: any member) */
  | { who: "company_member"; anyOf: Permission[]; company: string };

const ACCESS = Symbol("access");
type Declared<M> = M & { [ACCESS]: AccessDeclaration };

// the declaration is a hidden property: typed as the plain middleware, so the route's handler still sees
// the context variables the middleware sets
const declare = <M extends MiddlewareHandler>(access: AccessDeclaration, middleware: M): M =>
  Object.assign(middleware, { [ACCESS]: access });

/** The declaration a route's middleware carries, if any. */
export function accessOf(middleware: unknown): AccessDeclaration | undefined {
  return typeof middleware === "function" ? (middleware as Partial<Declared<unknown>>)[ACCESS] : undefined;
}

/** The declaration in words, for the operation's summary. */
export function describeAccess(access: AccessDeclaration): string {
  switch (access.who) {
    case "anyone":
      return "Access: public (no login)";
    case "applicant":
      return "Access: applicants";
    case "study_advisor":
      if (access.support) return "Access: study advisors with the support role";
      return access.teamLead ? "Access: team leads among the study advisors" : "Access: study advisors";
    case "company_user":
      return "Access: any company user (own data)";
    case "company_member":
      return access.anyOf.length === 0
        ? `Access: any member of ${access.company}`
        : `Access: members of ${access.company} with ${access.anyOf.join(" or ")}`;
  }
}

/** Where a company route finds the company it addresses. */
export interface CompanySource {
  /** for the summary, e.g. "the company {id}" */
  describe: string;
  companyId: (c: Context<ApiEnv>) => string | Promise<string>;
  /** the 404 message for callers outside the company (a record's own, so nothing tells "exists elsewhere") */
  notFound?: string;
}

/** The company of the path parameter `{id}` (most company routes). */
export const companyInPath: CompanySource = {
  describe: "the company {id}",
  companyId: (c) => c.req.param("id") ?? "",
};

/**
 * The company named by `companyId` of the query, read with the route's own query schema, so an invalid
 * query answers 400 with field errors before the membership is looked at (as the route's validator would).
 */
export const companyInQuery = (schema: z.ZodType<{ companyId: string }>): CompanySource => ({
  describe: "the company companyId (query)",
  companyId: (c) => {
    const parsed = schema.safeParse(c.req.query());
    if (!parsed.success) throw new ApiError(400, ErrorCode.validationFailed, undefined, fieldErrors(parsed.error));
    return parsed.data.companyId;
  },
});

/** The company of the JSON body's `companyId`, read with the route's own body schema (as `companyInQuery`). */
export const companyInBody = (schema: z.ZodType<{ companyId: string }>): CompanySource => ({
  describe: "the company companyId (body)",
  companyId: async (c) => {
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      throw new ApiError(400, ErrorCode.validationFailed, "The request body is not valid JSON");
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) throw new ApiError(400, ErrorCode.validationFailed, undefined, fieldErrors(parsed.error));
    return parsed.data.companyId;
  },
});

/**
 * The company a record belongs to; `companyId` answers 404 `notFound` when there is no such record, and
 * a caller outside its company gets the same answer.
 */
export const companyOfRecord = (
  record: string,
  notFound: string,
  companyId: CompanySource["companyId"],
): CompanySource => ({ describe: `the ${record}'s company`, companyId, notFound });

/** No login: the operation checks what it needs itself (an ID token, a link's token, the token it revokes). */
export const publicAccess = () =>
  declare(
    { who: "anyone" },
    createMiddleware<ApiEnv>(async (_c, next) => next()),
  );

type CompanyEnv = { Variables: { principal: Principal; company: CompanyAccess } };

/** The middlewares a router declares its routes' access with (they need the database). */
export function accessGuards(db: Database) {
  const signedIn = (kind: UserKind) =>
    createMiddleware<ApiEnv>(async (c, next) => {
      await authenticate(db, c, [kind]);
      await next();
    });

  /** A member of `source`'s company holding one of `anyOf` (none: any member). */
  const requireCompanyAt = (source: CompanySource, ...anyOf: Permission[]) =>
    declare(
      { who: "company_member", anyOf, company: source.describe },
      createMiddleware<CompanyEnv>(async (c, next) => {
        await authenticate(db, c as unknown as Context<ApiEnv>, ["company"]);
        const companyId = await source.companyId(c as unknown as Context<ApiEnv>);
        const access = await companyAccess(db, c.var.principal.companyUserId!, companyId).catch((error) => {
          throw source.notFound && error instanceof ApiError && error.status === 404
            ? notFound(source.notFound)
            : error;
        });
        if (anyOf.length > 0 && !anyOf.some((p) => access.permissions.includes(p))) throw forbidden();
        c.set("company", access);
        await next();
      }),
    );

  return {
    requireApplicant: () => declare({ who: "applicant" }, signedIn("applicant")),
    /**
     * A study advisor; with `teamLead` only team leads, with `support` only advisors with the support role
     * (403 code 1005 for the others). `applicant` names the applicant the request is about: an advisor who
     * is not a team lead and cannot see that applicant gets 404 instead, as on every applicant route, so
     * the refusal tells nothing about other advisors' applicants.
     */
    requireAdvisor: ({
      teamLead = false,
      support = false,
      applicant,
    }: {
      teamLead?: boolean;
      support?: boolean;
      applicant?: (c: Context<ApiEnv>) => string;
    } = {}) =>
      declare(
        { who: "study_advisor", teamLead, ...(support ? { support: true as const } : {}) },
        createMiddleware<ApiEnv>(async (c, next) => {
          await authenticate(db, c, ["study_advisor"]);
          if (teamLead || support) {
            const advisor = await loadAdvisor(db, c.var.principal.advisorId!);
            if (teamLead && !advisor.isTeamLead) {
              if (applicant) await assertVisible(db, advisor, uuidOr404(applicant(c)));
              throw forbidden();
            }
            if (support && !advisor.isSupport) throw forbidden();
          }
          await next();
        }),
      ),
    /** Any company user, for their own data (their picture, settings, memberships). */
    requireCompanyUser: () => declare({ who: "company_user" }, signedIn("company")),
    /** Any signed-in user of `kind` (routes mounted once per kind of user). */
    requireSignedIn: (kind: UserKind) =>
      declare(
        kind === "company"
          ? { who: "company_user" }
          : kind === "applicant"
            ? { who: "applicant" }
            : { who: "study_advisor", teamLead: false },
        signedIn(kind),
      ),
    /** A member of the company `{id}` of the path holding one of `anyOf` (none: any member). */
    requireCompany: (...anyOf: Permission[]) => requireCompanyAt(companyInPath, ...anyOf),
    requireCompanyAt,
  };
}
