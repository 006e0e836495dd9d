import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { registerForInfoSession } from "~/api/journey.server";
import { requireUser } from "~/auth.server";
import { getRegistration, getSessions, stepOpen } from "~/features/journey/journey.server";
import { replyIfRefused } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { SignUpForm } from "./schema.server";

export async function signUpLoader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  const args = { request, context };
  if (!(await stepOpen(args, "info-session"))) return { locked: true as const, sessions: [], current: null };
  const [sessions, registration] = await Promise.all([getSessions(args), getRegistration(args)]);
  // After the tick the session is fixed: the page is the waiting screen.
  if (registration.state.ticked) throw redirect("/ds/application/info-session/2");
  return { locked: false as const, sessions: sessions.sessions, current: registration.session?.id ?? null };
}

export async function signUpAction({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "applicant");
  const submission = parseWithZod(await readFormData(request), { schema: SignUpForm });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const refused = await replyIfRefused(
    submission,
    registerForInfoSession({ request, context }, submission.value.sessionId),
    {
      message: () => "validation.dataNotTransferred",
    },
  );
  if (refused) return data(refused, { status: 400 });
  throw await redirectWithFlash(request, context, "/ds/application/info-session/2", {
    kind: "success",
    key: "journey:signUp.saved",
  });
}
