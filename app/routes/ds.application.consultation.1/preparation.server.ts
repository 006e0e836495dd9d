import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { requestConsultation } from "~/api/journey.server";
import { getConsultation } from "~/features/journey/journey.server";
import { requireUser } from "~/session/auth.server";
import { replyIfRefused } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { PreparationForm } from "./schema.server";

export async function preparationLoader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  const consultation = await getConsultation({ request, context });
  return { consultation };
}

export async function preparationAction({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "applicant");
  const submission = parseWithZod(await readFormData(request), { schema: PreparationForm });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const refused = await replyIfRefused(submission, requestConsultation({ request, context }, { prepared: true }), {
    // 409: the info session is not confirmed yet ("Die Teilnahme wurde noch nicht bestätigt.")
    message: (error) => ({ formErrors: error.fieldErrors.infoSession ?? ["validation.dataNotTransferred"] }),
  });
  if (refused) return data(refused, { status: 400 });
  throw await redirectWithFlash(request, context, "/ds/application/consultation/2", {
    kind: "success",
    key: "journey:prepare.saved",
  });
}
