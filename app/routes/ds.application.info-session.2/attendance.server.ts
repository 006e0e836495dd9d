import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { confirmAttendance } from "~/api/journey.server";
import { pageLanguage } from "~/features/application/application.server";
import { getRegistration } from "~/features/journey/journey.server";
import { requireUser } from "~/session/auth.server";
import { replyIfRefused } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { dateTimeParts, formatDate } from "~/utils/format";
import { AttendanceForm } from "./schema.server";

export async function attendanceLoader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  const registration = await getRegistration({ request, context });
  if (!registration.session) throw redirect("/ds/application/info-session/1");
  // formatted here: the page's JavaScript carries no date formatting of its own
  const language = await pageLanguage(request);
  const sessionParts = dateTimeParts(registration.session.startsAt, language);
  const expectedBy = registration.state.expectedBy ? formatDate(registration.state.expectedBy, language) : "";
  return { registration, sessionParts, expectedBy };
}

export async function attendanceAction({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "applicant");
  const submission = parseWithZod(await readFormData(request), { schema: AttendanceForm });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const refused = await replyIfRefused(submission, confirmAttendance({ request, context }, { attended: true }), {
    fields: ["attended"],
  });
  if (refused) return data(refused, { status: 400 });
  throw await redirectWithFlash(request, context, "/ds/application/info-session/2", {
    kind: "success",
    key: "journey:attendance.saved",
  });
}
