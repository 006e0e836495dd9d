import { type ActionFunctionArgs, data, redirect } from "@remix-run/node";
import { putMetadata } from "~/api/account.server";
import { hintReturnPath, isApplicantHint } from "~/features/hints/hints";
import { requireUser } from "~/session/auth.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";

/** Nothing to show here: the hints live on their pages. */
export const loader = () => redirect("/ds/home");

/**
 * Dismisses one of the applicant's hints (docs/product.md#entities): the flag is stored through PUT /v1/metadata, so the
 * hint never shows again. The dialog (JavaScript) posts with `mode=fetch` and gets `{ ok }`; the plain form
 * returns to the hint's page with a short confirmation. An unknown flag changes nothing.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "applicant");
  const form = await readFormData(request);
  const flag = form.get("flag");
  if (!isApplicantHint(flag)) return data({ ok: false }, { status: 400 });
  await putMetadata({ request, context }, { [flag]: true });
  if (form.get("mode") === "fetch") return { ok: true };
  throw await redirectWithFlash(request, context, hintReturnPath(flag, form.get("at")), {
    kind: "info",
    key: "common:hints.dismissed",
  });
}
