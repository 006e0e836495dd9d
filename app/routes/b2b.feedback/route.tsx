import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { FeedbackPage } from "~/features/feedback/FeedbackPage";
import { feedbackAction } from "~/features/feedback/feedback.server";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";

export const handle: RouteHandle = { title: "feedback:titleCompany", i18n: "feedback" };
/** The company user's feedback page (docs/product.md#other-flows without JavaScript); the dialog posts here too. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "company");
  return { sent: new URL(request.url).searchParams.get("sent") === "1" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "company");
  return feedbackAction({ request, context }, "company");
}

export default function CompanyFeedback() {
  return <FeedbackPage unit="company" action="/b2b/feedback" />;
}
