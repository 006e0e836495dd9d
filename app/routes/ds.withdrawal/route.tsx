import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { Withdrawal } from "#contracts/withdrawal";
import { WITHDRAWAL_REASONS, WITHDRAWAL_TEXT_MAX } from "#contracts/withdrawal-reasons";
import { getWithdrawal } from "~/api/account.server";
import { RadioGroup } from "~/components/ui/Choice";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Form } from "~/components/ui/Form";
import { TextArea } from "~/components/ui/TextArea";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { formatDate } from "~/utils/format";
import { type WithdrawalActionData, type WithdrawalValues, withdrawalAction } from "./withdrawal.server";

export const handle: RouteHandle = { title: "profile:withdrawal.title", i18n: ["profile"] };

/** The applicant withdraws the application (docs/product.md#api-calls PATCH /account/lost): choose, confirm, done. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  return getWithdrawal({ request, context });
}

export const action = (args: ActionFunctionArgs) => withdrawalAction(args);

export default function WithdrawalPage() {
  const { withdrawal } = useLoaderData<typeof loader>();
  const actionData = useActionData<WithdrawalActionData>();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      {withdrawal ? (
        <Done withdrawal={withdrawal} />
      ) : actionData?.step === "confirm" ? (
        <Confirm values={actionData.values} />
      ) : (
        <Choose failed={actionData?.step === "form" ? actionData : undefined} />
      )}
    </div>
  );
}

function Choose({ failed }: { failed?: Extract<WithdrawalActionData, { step: "form" }> }) {
  const { t } = useTranslation("profile");
  const values = failed?.values;
  const errors = failed?.errors ?? {};
  return (
    <>
      <h1 className="text-3xl font-bold">{t("withdrawal.title")}</h1>
      <p>{t("withdrawal.intro")}</p>
      <Form method="post" noValidate className="card space-y-6">
        <ErrorSummary
          items={[
            { fieldId: "reason-0", label: t("withdrawal.reason"), errors: errors.reason },
            { fieldId: "text", label: t("withdrawal.text"), errors: errors.text },
          ]}
        />
        <input type="hidden" name="intent" value="review" />
        <RadioGroup
          id="reason"
          name="reason"
          legend={t("withdrawal.reason")}
          required
          options={WITHDRAWAL_REASONS.map((r) => ({ value: r, label: t(`withdrawal.reasons.${r}`) }))}
          defaultValue={values?.reason}
          errors={errors.reason}
        />
        <TextArea
          id="text"
          name="text"
          label={t("withdrawal.text")}
          maxChars={WITHDRAWAL_TEXT_MAX}
          counter
          defaultValue={values?.text ?? ""}
          errors={errors.text}
        />
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className="btn-primary">
            {t("withdrawal.next")}
          </button>
          <Link to="/ds/profile/1">{t("withdrawal.cancel")}</Link>
        </div>
      </Form>
    </>
  );
}

function Confirm({ values }: { values: WithdrawalValues }) {
  const { t } = useTranslation("profile");
  return (
    <>
      <h1 className="text-3xl font-bold">{t("withdrawal.confirmTitle")}</h1>
      <p>{t("withdrawal.confirmText")}</p>
      <dl className="card space-y-1">
        <dt className="text-sm text-gray-700">{t("withdrawal.confirmReason")}</dt>
        <dd className="font-bold" data-testid="withdrawal-reason">
          {t(`withdrawal.reasons.${values.reason}`)}
        </dd>
        {values.text.trim() ? (
          <>
            <dt className="text-sm text-gray-700">{t("withdrawal.text")}</dt>
            <dd className="whitespace-pre-line">{values.text.trim()}</dd>
          </>
        ) : null}
      </dl>
      <Form method="post" className="flex flex-wrap items-center gap-4">
        <input type="hidden" name="intent" value="confirm" />
        <input type="hidden" name="reason" value={values.reason} />
        <input type="hidden" name="text" value={values.text} />
        <button type="submit" className="btn-primary">
          {t("withdrawal.confirmYes")}
        </button>
        <Link to="/ds/profile/1">{t("withdrawal.cancel")}</Link>
      </Form>
    </>
  );
}

function Done({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t, i18n } = useTranslation("profile");
  return (
    <>
      <h1 className="text-3xl font-bold">{t("withdrawal.doneTitle")}</h1>
      <div className="card space-y-2" data-testid="withdrawal-done">
        <p>{t("withdrawal.doneText", { date: formatDate(withdrawal.withdrawnAt, i18n.language) })}</p>
        <p>
          {t("withdrawal.confirmReason")}: {t(`withdrawal.reasons.${withdrawal.reason}`)}
        </p>
        <p>{t("withdrawal.doneMatches", { count: withdrawal.cancelledMatches })}</p>
      </div>
      <p>{t("withdrawal.doneBack")}</p>
      <p>
        <Link to="/ds/contact/1">{t("withdrawal.contact")}</Link>
      </p>
    </>
  );
}
