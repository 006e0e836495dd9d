import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, type ShouldRevalidateFunction, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { CONTRACT_LIMITS } from "#contracts/contract-limits";
import { Checkbox } from "~/components/ui/Choice";
import { validateByConstraints } from "~/components/ui/constraint-validation";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Field } from "~/components/ui/Field";
import { Form } from "~/components/ui/Form";
import { TextArea } from "~/components/ui/TextArea";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { formRules } from "~/utils/form-rules.server";
import { formatDate, formatNumber } from "~/utils/format";
import { type ContractActionData, contractAction, contractLoader } from "./contract.server";
import { CONTRACT_FIELDS, CONTRACT_INTENTS } from "./fields";
import { ContractForm, SignForm } from "./schemas.server";

export const handle: RouteHandle = {
  title: "companyApplicants:contract.metaTitle",
  i18n: ["companyApplicants", "matching"],
};
export const loader = async (args: LoaderFunctionArgs) => ({
  ...(await contractLoader(args)),
  rules: { contract: formRules(ContractForm), sign: formRules(SignForm) },
});
export const action = (args: ActionFunctionArgs) => contractAction(args);
/** A refused change (409, e.g. signed meanwhile) shows the fresh state, also with JavaScript. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 || defaultShouldRevalidate;

type FieldMeta = { id: string; name: string; key?: string; initialValue?: unknown; errors?: string[] };
const str = (v: unknown) => (typeof v === "string" ? v : undefined);

export default function ContractPage() {
  const { t } = useTranslation("companyApplicants");
  const { name, jobId, accountId, status, contract, canRead, canCreate, canEdit } = useLoaderData<typeof loader>();
  const back = `/b2b/job-openings/${jobId}/applicants/${accountId}`;
  return (
    <div className="space-y-6">
      <p>
        <Link to={back}>{t("contract.back")}</Link>
      </p>
      <h1 className="text-3xl font-bold">{t("contract.title", { name })}</h1>
      {!canRead ? (
        <p>{t("contract.noPermission")}</p>
      ) : contract?.status === "signed" ? (
        <ContractSummary />
      ) : contract ? (
        <>
          {canEdit ? <ContractFields intent={CONTRACT_INTENTS.save} /> : <ContractSummary />}
          {canEdit ? <SignContract /> : null}
        </>
      ) : status !== "offer_accepted" ? (
        <p>{t("contract.notAccepted")}</p>
      ) : canCreate ? (
        <ContractFields intent={CONTRACT_INTENTS.create} />
      ) : (
        <p>{t("contract.none")}</p>
      )}
    </div>
  );
}

function ContractSummary() {
  const { t, i18n } = useTranslation("companyApplicants");
  const { contract } = useLoaderData<typeof loader>();
  if (!contract) return null;
  const lng = i18n.language;
  return (
    <section className="card" aria-labelledby="contract-summary">
      <h2 id="contract-summary" className="text-xl font-bold">
        {t("contract.status")}:{" "}
        <span data-testid="contract-status">
          {contract.status === "signed"
            ? t("contract.signed", { date: formatDate(contract.signedOn, lng) })
            : t("contract.requested")}
        </span>
      </h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="text-gray-700">{t("contract.startDate")}</dt>
        <dd>{formatDate(contract.startDate, lng)}</dd>
        <dt className="text-gray-700">{t("contract.weeklyHours")}</dt>
        <dd>{contract.weeklyHours}</dd>
        <dt className="text-gray-700">{t("contract.monthlySalary")}</dt>
        <dd>{formatNumber(contract.monthlySalary, lng, { style: "currency", currency: "EUR" })}</dd>
        <dt className="text-gray-700">{t("contract.vacationDays")}</dt>
        <dd>{contract.vacationDays}</dd>
        <dt className="text-gray-700">{t("contract.supervisorName")}</dt>
        <dd>{contract.supervisorName}</dd>
        <dt className="text-gray-700">{t("contract.supervisorEmail")}</dt>
        <dd>{contract.supervisorEmail}</dd>
        <dt className="text-gray-700">{t("contract.notes")}</dt>
        <dd className="whitespace-pre-line">{contract.notes ?? "–"}</dd>
      </dl>
    </section>
  );
}

function ContractFields({ intent }: { intent: string }) {
  const { t, i18n } = useTranslation("companyApplicants");
  const { contract, pending, rules } = useLoaderData<typeof loader>();
  const actionData = useActionData<ContractActionData>();
  const [form, fields] = useForm<z.input<typeof ContractForm>>({
    id: `contract-${intent}`,
    lastResult: actionData?.intent === intent ? actionData.result : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validateByConstraints(rules.contract),
  });
  const f = fields as unknown as Record<(typeof CONTRACT_FIELDS)[number], FieldMeta>;
  const label = (k: (typeof CONTRACT_FIELDS)[number]) => t(`contract.${k}`);
  const salary = contract
    ? i18n.language === "de"
      ? String(contract.monthlySalary).replace(".", ",")
      : String(contract.monthlySalary)
    : undefined;
  /** typed value after a failed post, else the stash of an expired login, else the saved contract */
  const initial = (k: (typeof CONTRACT_FIELDS)[number], saved: string | undefined) =>
    str(f[k].initialValue) ?? pending?.[k] ?? saved;
  const field = (k: (typeof CONTRACT_FIELDS)[number], type: string, saved: string | undefined, extra = {}) => (
    <Field
      key={f[k].key ?? f[k].id}
      id={f[k].id}
      name={f[k].name}
      type={type}
      label={label(k)}
      required
      defaultValue={initial(k, saved)}
      errors={f[k].errors}
      {...extra}
    />
  );
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="card space-y-4">
      <ErrorSummary
        formErrors={form.errors}
        items={CONTRACT_FIELDS.map((k) => ({ fieldId: f[k].id, label: label(k), errors: f[k].errors }))}
      />
      <p>{t("contract.intro")}</p>
      {field("startDate", "date", contract?.startDate)}
      {field("weeklyHours", "number", contract ? String(contract.weeklyHours) : undefined, {
        min: CONTRACT_LIMITS.weeklyHoursMin,
        max: CONTRACT_LIMITS.weeklyHoursMax,
        inputMode: "numeric",
      })}
      {field("monthlySalary", "text", salary, { inputMode: "decimal", hint: t("contract.monthlySalaryHint") })}
      {field("vacationDays", "number", contract ? String(contract.vacationDays) : undefined, {
        min: CONTRACT_LIMITS.vacationDaysMin,
        max: CONTRACT_LIMITS.vacationDaysMax,
        inputMode: "numeric",
      })}
      {field("supervisorName", "text", contract?.supervisorName, { autoComplete: "name" })}
      {field("supervisorEmail", "email", contract?.supervisorEmail, { autoComplete: "email" })}
      <TextArea
        key={f.notes.key ?? f.notes.id}
        id={f.notes.id}
        name={f.notes.name}
        label={label("notes")}
        maxChars={CONTRACT_LIMITS.notes}
        counter
        defaultValue={initial("notes", contract?.notes ?? undefined)}
        errors={f.notes.errors}
      />
      <button type="submit" name="intent" value={intent} className="btn-primary">
        {t(intent === CONTRACT_INTENTS.create ? "contract.create" : "contract.save")}
      </button>
    </Form>
  );
}

function SignContract() {
  const { t } = useTranslation("companyApplicants");
  const actionData = useActionData<ContractActionData>();
  const { rules } = useLoaderData<typeof loader>();
  const [form, fields] = useForm<z.input<typeof SignForm>>({
    id: "contract-sign",
    lastResult: actionData?.intent === CONTRACT_INTENTS.sign ? actionData.result : undefined,
    onValidate: validateByConstraints(rules.sign),
  });
  const confirm = fields.confirm as FieldMeta;
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="card space-y-3" aria-labelledby="sign-title">
      <h2 id="sign-title" className="text-xl font-bold">
        {t("contract.signTitle")}
      </h2>
      <ErrorSummary
        formErrors={form.errors}
        items={[{ fieldId: confirm.id, label: t("contract.confirmSignLabel"), errors: confirm.errors }]}
      />
      <p>{t("contract.signHint")}</p>
      <Checkbox
        key={confirm.key ?? confirm.id}
        id={confirm.id}
        name={confirm.name}
        label={t("contract.confirmSign")}
        errorLabel={t("contract.confirmSignLabel")}
        errors={confirm.errors}
      />
      <button type="submit" name="intent" value={CONTRACT_INTENTS.sign} className="btn-secondary">
        {t("contract.sign")}
      </button>
    </Form>
  );
}
