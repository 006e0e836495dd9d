import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { type FormEvent, useRef, useState } from "react";
import type { CompanyBankAccount } from "#contracts/companies";
import { PAYMENT_TYPES } from "#contracts/company-fields";
import { Checkbox, RadioGroup } from "~/components/ui/Choice";
import { EditConflict } from "~/components/ui/EditConflict";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Field } from "~/components/ui/Field";
import { Form } from "~/components/ui/Form";
import { loadCompany } from "~/features/company/company-data.server";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import type { EditConflict as EditConflictData } from "~/utils/edit-conflict.server";
import { type PaymentActionData, type PaymentFormReply, paymentAction } from "./payment.server";
import { PAYMENT_TEXT_FIELDS } from "./values";

export const handle: RouteHandle = { title: "company:payment.title", i18n: ["company"] };
/** Only the last four characters of an IBAN for those who may not change it. */
const maskIban = (iban: string | null) => (iban ? `${iban.slice(0, 2)}•• •••• •••• •••• ${iban.slice(-4)}` : null);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { company, can, etag } = await loadCompany({ request, context });
  const canEdit = can("edit_company_payment_details");
  const bank: CompanyBankAccount = canEdit
    ? company.bankAccount
    : { ...company.bankAccount, iban: maskIban(company.bankAccount.iban) };
  return {
    bank,
    complete: company.paymentDetailsComplete,
    version: etag,
    canEdit,
  };
}

export const action = (args: ActionFunctionArgs) => paymentAction(args);

const TEXT_FIELDS = [
  { name: "ownerName", autoComplete: "organization", required: true },
  { name: "iban", autoComplete: "off", required: true },
  { name: "bankName", autoComplete: "off" },
  { name: "bic", autoComplete: "off" },
  { name: "city", autoComplete: "address-level2" },
  { name: "accountingEmail", autoComplete: "email", type: "email" },
] as const;

export default function PaymentDetails() {
  const { t } = useTranslation("company");
  const { bank, canEdit } = useLoaderData<typeof loader>();
  const answer = useActionData<PaymentActionData>();
  const conflict = answer && "conflict" in answer ? answer.conflict : undefined;
  const actionData = answer && !("conflict" in answer) ? answer : undefined;
  return (
    <section aria-labelledby="payment-title" className="card space-y-4">
      <h2 id="payment-title" className="text-xl font-bold">
        {t("payment.title")}
      </h2>
      {actionData?.formErrors.length && !canEdit ? (
        <div role="alert" data-testid="payment-refused" className="border-s-4 border-red-700 bg-red-50 p-4">
          {t("noPermission")}
        </div>
      ) : null}
      {conflict ? (
        <PaymentConflict conflict={conflict} />
      ) : canEdit ? (
        <PaymentForm bank={bank} actionData={actionData} />
      ) : (
        <ReadOnly bank={bank} />
      )}
    </section>
  );
}

function ReadOnly({ bank }: { bank: CompanyBankAccount }) {
  const { t } = useTranslation("company");
  const rows: [string, string | null][] = [
    ["ownerName", bank.ownerName],
    ["iban", bank.iban],
    ["bankName", bank.bankName],
    ["bic", bank.bic],
    ["city", bank.city],
    ["accountingEmail", bank.accountingEmail],
    ["paymentType", t(`payment.types.${bank.paymentType}`)],
    ["mandateReference", bank.mandateReference],
  ];
  return (
    <div className="space-y-4">
      <p role="note" data-testid="payment-no-permission" className="border-s-4 border-blue-800 bg-blue-50 p-4">
        {t("payment.noPermission")}
      </p>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="font-bold">{t(`payment.fields.${key}`)}</dt>
            <dd>{value || t("empty")}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Someone else saved the company since this form was filled: both bank accounts side by side. */
function PaymentConflict({ conflict }: { conflict: EditConflictData }) {
  const { t } = useTranslation("company");
  const shown = (name: string, value: string | undefined) => {
    if (name === "paymentType") return value ? t(`payment.types.${value}`) : "";
    if (name === "sepaConfirmed") return value === "on" ? t("payment.mandateGiven") : "";
    return value ?? "";
  };
  const rows = [...PAYMENT_TEXT_FIELDS, "paymentType", "sepaConfirmed"].map((name) => ({
    name: `payment-${name}`,
    label: t(`payment.fields.${name}`),
    theirs: shown(name, conflict.theirs[name]),
    mine: shown(name, conflict.mine[name]),
  }));
  return <EditConflict action="/b2b/company/payment" rows={rows} mine={conflict.mine} version={conflict.version} />;
}

function PaymentForm({ bank, actionData }: { bank: CompanyBankAccount; actionData: PaymentFormReply | undefined }) {
  const { t } = useTranslation("company");
  const { version } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const values = actionData?.values;
  const errors = actionData?.fieldErrors ?? {};
  const value = (name: keyof CompanyBankAccount) => values?.[name] ?? String(bank[name] ?? "");
  const [found, setFound] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  // With JavaScript: the bank of the typed IBAN is filled in while typing (the button does it without).
  const onIbanInput = (event: FormEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(async () => {
      const iban = input.value.replace(/\s/g, "");
      if (iban.length < 15) return;
      const res = await fetch(`/b2b/company/bank-info?iban=${encodeURIComponent(iban)}`).catch(() => null);
      if (!res?.ok) {
        setFound(null);
        return;
      }
      const bankInfo = (await res.json()) as { bankName: string; bic: string | null };
      const form = input.form;
      const set = (name: string, v: string) => {
        const el = form?.elements.namedItem(name);
        if (el instanceof HTMLInputElement) el.value = v;
      };
      set("bankName", bankInfo.bankName);
      set("bic", bankInfo.bic ?? "");
      setFound(t("payment.lookupFound", { bank: bankInfo.bankName, bic: bankInfo.bic ?? "–" }));
    }, 300);
  };

  // after a refused save or a lookup the form keeps the version it was filled from, not the latest one
  const typedOn = values?._version ?? version;
  const lookedUp =
    actionData && !actionData.fieldErrors.iban && actionData.values.bankName && !actionData.formErrors.length;
  return (
    <Form method="post" noValidate className="space-y-4" key={JSON.stringify([actionData ?? null, bank])}>
      {typedOn ? <input type="hidden" name="_version" value={typedOn} /> : null}
      <ErrorSummary
        formErrors={actionData?.formErrors}
        items={[...TEXT_FIELDS.map((f) => f.name), "paymentType", "sepaConfirmed"].map((name) => ({
          fieldId: `payment-${name}`,
          label: t(`payment.fields.${name}`),
          errors: errors[name],
        }))}
      />
      {TEXT_FIELDS.map((f) => (
        <div key={f.name} className="space-y-2">
          <Field
            id={`payment-${f.name}`}
            name={f.name}
            label={t(`payment.fields.${f.name}`)}
            hint={f.name === "iban" ? t("payment.ibanHint") : f.name === "bankName" ? t("payment.bankHint") : undefined}
            autoComplete={f.autoComplete}
            type={"type" in f ? f.type : "text"}
            required={"required" in f ? f.required : undefined}
            defaultValue={value(f.name)}
            errors={errors[f.name]}
            onInput={f.name === "iban" ? onIbanInput : undefined}
            spellCheck={false}
          />
          {f.name === "iban" ? (
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" name="intent" value="lookup" className="btn-secondary" disabled={busy}>
                {t("payment.lookup")}
              </button>
              <p aria-live="polite" data-testid="bank-lookup-status">
                {found ?? (lookedUp ? t("payment.lookupDone") : "")}
              </p>
            </div>
          ) : null}
        </div>
      ))}
      <RadioGroup
        id="payment-paymentType"
        name="paymentType"
        legend={t("payment.fields.paymentType")}
        options={PAYMENT_TYPES.map((type) => ({ value: type, label: t(`payment.types.${type}`) }))}
        defaultValue={value("paymentType")}
        errors={errors.paymentType}
      />
      <Checkbox
        id="payment-sepaConfirmed"
        name="sepaConfirmed"
        label={t("payment.sepaMandate")}
        errorLabel={t("payment.fields.sepaConfirmed")}
        defaultChecked={values ? values.sepaConfirmed === "on" : bank.sepaConfirmed}
        errors={errors.sepaConfirmed}
      />
      {bank.mandateReference ? (
        <p data-testid="mandate-reference">
          {t("payment.fields.mandateReference")}: <strong>{bank.mandateReference}</strong>
        </p>
      ) : null}
      <button type="submit" name="intent" value="save" className="btn-primary" disabled={busy}>
        {t("save")}
      </button>
    </Form>
  );
}
