import { Link, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import type { Account, B2bUser } from "#contracts";
import { FEEDBACK_GIVEN_KEY } from "#contracts/feedback";
import { Form } from "~/components/ui/Form";
import type { FeedbackActionData, FeedbackUnit } from "~/features/feedback/feedback.server";
import { useTranslation } from "~/i18n/translation";
import { FeedbackForm } from "./FeedbackForm";

const homeOf = (unit: FeedbackUnit) => (unit === "applicant" ? "/ds/home" : "/b2b/home");

/**
 * The feedback page (the modal without JavaScript, reached from the navbar link): the form, a button that
 * closes the prompt for good, and afterwards the thank-you with the way back.
 */
export function FeedbackPage({ unit, action }: { unit: FeedbackUnit; action: string }) {
  const { t } = useTranslation("feedback");
  const { sent } = useLoaderData<{ sent: boolean }>();
  const result = useActionData<FeedbackActionData>();
  const ds = useRouteLoaderData<{ account?: Account }>("routes/ds");
  const b2b = useRouteLoaderData<{ me?: B2bUser }>("routes/b2b");
  const user = unit === "applicant" ? ds?.account : b2b?.me;
  const alreadyGiven = user?.metadata[FEEDBACK_GIVEN_KEY] === true || user?.hints.feedbackGiven === true;
  const company = unit === "company";
  if (sent || alreadyGiven) {
    return (
      <div className="mx-auto max-w-xl space-y-4">
        <h1 className="text-3xl font-bold">{t("thanksTitle")}</h1>
        <p>{t(sent ? (company ? "thanksCompany" : "thanks") : company ? "alreadyGivenCompany" : "alreadyGiven")}</p>
        <Link to={homeOf(unit)} className="btn-primary inline-block no-underline">
          {t("close")}
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <h1 className="text-3xl font-bold">{t(company ? "titleCompany" : "title")}</h1>
      <p>{t(company ? "introCompany" : "intro")}</p>
      <div className="card">
        <FeedbackForm unit={unit} action={action} result={result} idPrefix="feedback" />
      </div>
      <Form method="post" action={action}>
        <button type="submit" name="intent" value="dismiss" className="btn-secondary">
          {t("closeNoJs")}
        </button>
      </Form>
    </div>
  );
}
