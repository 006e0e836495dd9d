import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { campaignCommand } from "~/api/campaigns.server";
import { requireUser } from "~/session/auth.server";
import { orElse } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";

/**
 * Register for a campaign or confirm taking part (intent "register" / "participate", from the CampaignBox)
 * and go back to the page the box is on, with a toast. No page of its own: a GET goes to the application.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireUser(request, context, "applicant");
  const form = await readFormData(request);
  const intent = form.get("intent") === "participate" ? "participate" : "register";
  const backValue = String(form.get("back") ?? "");
  // only a page of the applicant unit (never another site)
  const back = /^\/ds(\/[\w\-/]*)?$/.test(backValue) ? backValue : "/ds/application";
  const done = await orElse(
    campaignCommand({ request, context }, params.id ?? "", intent).then(() => true),
    false,
    [404, 409],
  );
  if (!done) throw await redirectWithFlash(request, context, back, { kind: "error", key: "news:campaigns.failed" });
  throw await redirectWithFlash(request, context, back, {
    kind: "success",
    key: intent === "participate" ? "news:campaigns.participatedToast" : "news:campaigns.registeredToast",
  });
}

export const loader = () => redirect("/ds/application");
