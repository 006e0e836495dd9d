import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { patchAccount } from "~/api/account.server";
import { requireUser } from "~/session/auth.server";
import { replyIfRefused } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { formRules, parseWithZod } from "~/utils/form-rules.server";
import { PartnerForm } from "./schema.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  return { rules: { PartnerForm: formRules(PartnerForm) } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "applicant");
  const submission = parseWithZod(await readFormData(request), { schema: PartnerForm });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const refused = await replyIfRefused(
    submission,
    patchAccount(
      { request, context },
      {
        practicePartnerExists: submission.value.practicePartnerExists ?? false,
        practicePartnerContact: submission.value.practicePartnerContact || null,
      },
    ),
  );
  if (refused) return data(refused, { status: 400 });
  throw await redirectWithFlash(request, context, "/ds/profile/2", { kind: "success", key: "profile:saved" });
}
