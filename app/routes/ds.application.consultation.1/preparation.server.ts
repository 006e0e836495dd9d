import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { ApiError } from "~/api/client.server";
import { requestConsultation } from "~/api/journey.server";
import { requireUser } from "~/auth.server";
import { getConsultation } from "~/features/journey/journey.server";
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
  try {
    await requestConsultation({ request, context }, { prepared: true });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // 409: the info session is not confirmed yet ("Die Teilnahme wurde noch nicht bestätigt.")
    const formErrors = error.fieldErrors.infoSession ?? ["validation.dataNotTransferred"];
    return data(submission.reply({ formErrors }), { status: 400 });
  }
  throw await redirectWithFlash(request, context, "/ds/application/consultation/2", {
    kind: "success",
    key: "journey:prepare.saved",
  });
}
