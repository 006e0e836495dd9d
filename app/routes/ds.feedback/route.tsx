import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { FeedbackPage } from "~/features/feedback/FeedbackPage";
import { feedbackAction } from "~/features/feedback/feedback.server";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";

export const handle: RouteHandle = { title: "feedback:title", i18n: "feedback" };
/** The applicant's feedback page (docs/product.md#other-flows without JavaScript); the dialog posts here too. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  return { sent: new URL(request.url).searchParams.get("sent") === "1" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "applicant");
  return feedbackAction({ request, context }, "applicant");
}

export default function ApplicantFeedback() {
  return <FeedbackPage unit="applicant" action="/ds/feedback" />;
}
