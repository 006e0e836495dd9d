import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { getAccount, getUnit } from "~/api/account.server";
import { pickActive, readChoice } from "~/features/active/active";
import { readActiveChoice, storeActiveChoice } from "~/features/active/active.server";
import { requireUser } from "~/session/auth.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";

export const loader = () => redirect("/ds/home");

/**
 * Chooses the active unit or application (docs/product.md#entities Unit, docs/product.md#other-flows) from the home page's form and remembers it
 * in the browser. Only ids of the caller's own units and applications are kept; anything else falls back
 * to the primary (then the first), as the layout does when it reads the choice.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "applicant");
  const args = { request, context };
  const form = await readFormData(request);
  const posted = readChoice({ unit: form.get("unit") ?? undefined, application: form.get("application") ?? undefined });
  const current = await readActiveChoice(request);
  const account = await getAccount(args);
  const unitRef = pickActive(account.units, posted.unit ?? current.unit);
  const unit = unitRef ? await getUnit(args, unitRef.id) : null;
  // a new unit starts with its own primary application
  const changedUnit = unitRef?.id !== current.unit && posted.unit !== undefined;
  const application = unit
    ? pickActive(unit.applications, posted.application ?? (changedUnit ? undefined : current.application))
    : undefined;
  const choice = { ...(unitRef ? { unit: unitRef.id } : {}), ...(application ? { application: application.id } : {}) };
  const response = await redirectWithFlash(request, context, "/ds/home", {
    kind: "success",
    key: "common:active.saved",
  });
  response.headers.append("Set-Cookie", await storeActiveChoice(choice));
  throw response;
}
