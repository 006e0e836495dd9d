/** Shared server helpers of the company pages (/b2b/company/*): the company, API errors as form errors. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { ErrorCode, V } from "#contracts";
import { getCompany } from "~/api/companies.server";
import { requireUser } from "~/session/auth.server";
import type { Refusal } from "~/utils/api-refusal.server";
import { requireCompany } from "./company.server";

type Args = Pick<LoaderFunctionArgs, "request" | "context">;

/** The current company (GET /companies/{id}) with the caller's permissions. */
export async function loadCompany(args: Args) {
  await requireUser(args.request, args.context, "company");
  const current = await requireCompany(args);
  const { data: company, etag } = await getCompany(args, current.companyId);
  return { ...current, company, etag };
}

/** Errors a form shows: field messages next to the fields, anything else above the form. */
export interface FormErrors {
  fieldErrors: Record<string, string[]>;
  formErrors: string[];
}

/** An API refusal as form errors: 403 → the clear "no permission" message; 400 → the field messages. */
export function apiFormErrors(error: Refusal): FormErrors {
  if (error.status === 403 || error.code === ErrorCode.forbidden) {
    return { fieldErrors: {}, formErrors: ["company:noPermission"] };
  }
  if (Object.keys(error.fieldErrors).length > 0) return { fieldErrors: error.fieldErrors, formErrors: [] };
  return { fieldErrors: {}, formErrors: [V.dataNotTransferred] };
}

/** Zod issues as field errors keyed by the first path segment. */
export function issuesAsErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_";
    out[key] ??= [];
    out[key].push(issue.message);
  }
  return out;
}
