/**
 * The company a /b2b page works on. Until the company selection of spec §4.3 exists (issue "Company
 * administration"), it is the default membership, else the first accepted one; this is the one place
 * that decides, so the selection replaces only this function. The API checks membership and
 * permissions again on every call; `can` only decides what the page offers.
 */
import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import type { B2bUser, Permission } from "#contracts";
import { apiCall } from "~/api/client.server";

export async function requireCompany(args: Pick<LoaderFunctionArgs, "request" | "context">) {
  const me = await apiCall<B2bUser>(args, "/b2b/v1/me");
  const company =
    me.companies.find((c) => c.isDefault && !c.invitationPending) ?? me.companies.find((c) => !c.invitationPending);
  if (!company) throw redirect("/b2b/home");
  const can = (...anyOf: Permission[]) => anyOf.some((p) => me.permissions.includes(p));
  return { me, companyId: company.id, companyName: company.name, can };
}
