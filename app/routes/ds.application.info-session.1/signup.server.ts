import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { confirmAttendance, registerForInfoSession } from "~/api/journey.server";
import { getRegistration, getSessions, stepOpen } from "~/features/journey/journey.server";
import { requireUser } from "~/session/auth.server";
import { replyIfRefused, whenRefused } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { SignUpForm } from "./schema.server";

export async function signUpLoader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  const args = { request, context };
  if (!(await stepOpen(args, "info-session"))) {
    return { locked: true as const, sessions: [], recent: [], current: null };
  }
  const [sessions, registration] = await Promise.all([getSessions(args), getRegistration(args)]);
  // After the tick the session is fixed: the page is the waiting screen.
  if (registration.state.ticked) throw redirect("/ds/application/info-session/2");
  // Coming sessions are for signing up; those of the last days are for saying "I was there" (apart).
  return {
    locked: false as const,
    sessions: sessions.sessions.filter((s) => !s.started),
    recent: sessions.sessions.filter((s) => s.started),
    current: registration.session?.id ?? null,
  };
}

/** What the "I took part" form answers when it is refused (the sign-up form keeps Conform's reply). */
export type TookPartResult = { intent: "tookPart"; error: string };

/**
 * Someone who attended a recent session without signing up says so: signed up for that session and
 * attendance ticked in one go (the API refuses a session that has not started, or one of another campus).
 */
async function tookPartAction(args: ActionFunctionArgs, sessionId: string) {
  const { request, context } = args;
  if (!sessionId)
    return data<TookPartResult>({ intent: "tookPart", error: "validation.mustBeSelected" }, { status: 400 });
  const refused = await whenRefused(
    async () => {
      await registerForInfoSession({ request, context }, sessionId);
      await confirmAttendance({ request, context }, { attended: true });
      return null;
    },
    (error) => {
      const key = error.fieldErrors.attended?.[0] ?? "validation.dataNotTransferred";
      return data<TookPartResult>({ intent: "tookPart", error: key }, { status: 400 });
    },
  );
  if (refused) return refused;
  throw await redirectWithFlash(request, context, "/ds/application/info-session/2", {
    kind: "success",
    key: "journey:attendance.saved",
  });
}

export async function signUpAction({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "applicant");
  const formData = await readFormData(request);
  if (formData.get("intent") === "tookPart") {
    return tookPartAction({ request, context } as ActionFunctionArgs, String(formData.get("sessionId") ?? ""));
  }
  const submission = parseWithZod(formData, { schema: SignUpForm });
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
