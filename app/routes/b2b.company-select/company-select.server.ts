import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { getCompanyUser, getCompanyUserIn, membershipCommand } from "~/api/company-user.server";
import { requireUser } from "~/session/auth.server";
import { commitSession, getSession, safeReturnPath } from "~/session/session.server";
import { whenRefused } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { SELECT_INTENTS } from "./intents";

const returnPath = (request: Request) => safeReturnPath(new URL(request.url).searchParams.get("returnTo"), "/b2b/home");

export async function companySelectLoader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "company");
  const me = await getCompanyUser({ request, context });
  const session = await getSession(request, context);
  return {
    companies: me.companies,
    defaultCompanyId: me.defaultCompanyId,
    activeCompanyId: session.get("activeCompanyId") ?? null,
  };
}

export type CompanySelectActionData = { error: string; companyId?: string };

/**
 * choose: the company becomes the active one of this session (and the default with the checkbox);
 * accept: the invitation is accepted and that company becomes active; decline: the invitation goes.
 */
export async function companySelectAction({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "company");
  const args = { request, context };
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  const companyId = String(form.get("companyId") ?? "");
  if (!Object.values(SELECT_INTENTS).includes(intent as never)) throw data(null, { status: 400 });
  if (!companyId) return data<CompanySelectActionData>({ error: "employees:select.required" }, { status: 400 });
  const session = await getSession(request, context);
  const refused = await whenRefused(
    async () => {
      if (intent === SELECT_INTENTS.decline) {
        await membershipCommand(args, companyId, "decline-invitation");
        throw await redirectWithFlash(request, context, `/b2b/company-select${new URL(request.url).search}`, {
          kind: "info",
          key: "employees:select.declined",
        });
      }
      if (intent === SELECT_INTENTS.accept) {
        await membershipCommand(args, companyId, "accept-invitation");
      } else {
        // a company the user is not an accepted member of answers 404 here
        await getCompanyUserIn(args, companyId);
        if (form.get("setDefault") === "on") await membershipCommand(args, companyId, "set-default");
      }
      return null;
    },
    (error) => {
      const key = error.status === 409 ? "employees:select.conflict" : "employees:select.notAvailable";
      return data<CompanySelectActionData>({ error: key, companyId }, { status: error.status === 409 ? 409 : 400 });
    },
  );
  if (refused) return refused;
  session.set("activeCompanyId", companyId);
  throw redirect(returnPath(request), { headers: { "Set-Cookie": await commitSession(session, context) } });
}
