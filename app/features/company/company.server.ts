/**
 * The company a /b2b page works on: the company selection of docs/product.md#other-flows, decided in this one place.
 * - A company stored in the portal session (chosen in /b2b/company-select) wins while it is still an
 *   accepted membership.
 * - Else exactly one company: a pending invitation shows the selection (accept or decline), otherwise
 *   it is the company.
 * - Else no company, or several without a stored choice (the API's default membership counts as the
 *   stored choice): the selection.
 * The API checks membership and permissions again on every call; `can` only decides what a page offers.
 */
import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import type { B2bUser, Permission } from "#contracts";
import { getCompanyUser, getCompanyUserIn } from "~/api/company-user.server";
import { getSession } from "~/session/session.server";
import { orElse } from "~/utils/api-refusal.server";

type Args = Pick<LoaderFunctionArgs, "request" | "context">;

export const COMPANY_SELECT_PATH = "/b2b/company-select";

export type CompanyChoice = { me: B2bUser; companyId: string; companyName: string } | { me: B2bUser; companyId: null };

const meFor = (args: Args, companyId?: string) =>
  companyId ? getCompanyUserIn(args, companyId) : getCompanyUser(args);

/** The rule of docs/product.md#other-flows; `companyId: null` means the company selection must be shown. */
export async function resolveCompany(args: Args): Promise<CompanyChoice> {
  const session = await getSession(args.request, args.context);
  const stored = session.get("activeCompanyId");
  if (stored) {
    // no longer a member (removed, or the stored id is stale): decide again below
    const me = await orElse(meFor(args, stored), null, [404]);
    const company = me?.companies.find((c) => c.id === stored);
    if (me && company) return { me, companyId: company.id, companyName: company.name };
  }
  const me = await meFor(args);
  const accepted = me.companies.filter((c) => !c.invitationPending);
  const chosen =
    me.companies.length === 1
      ? accepted[0]
      : me.companies.length > 1 && me.defaultCompanyId
        ? accepted.find((c) => c.id === me.defaultCompanyId)
        : undefined;
  if (!chosen) return { me, companyId: null };
  // the API answered for its current company; ask for the chosen one if that differs
  const forChosen = me.currentCompanyId === chosen.id ? me : await meFor(args, chosen.id);
  return { me: forChosen, companyId: chosen.id, companyName: chosen.name };
}

/** Where the selection sends the user back to afterwards. */
export const companySelectUrl = (request: Request) => {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return back.startsWith(COMPANY_SELECT_PATH) || url.pathname === "/b2b/home"
    ? COMPANY_SELECT_PATH
    : `${COMPANY_SELECT_PATH}?returnTo=${encodeURIComponent(back)}`;
};

export async function requireCompany(args: Args) {
  const choice = await resolveCompany(args);
  if (choice.companyId === null) throw redirect(companySelectUrl(args.request));
  const { me, companyId, companyName } = choice;
  const can = (...anyOf: Permission[]) => anyOf.some((p) => me.permissions.includes(p));
  return { me, companyId, companyName, can };
}
