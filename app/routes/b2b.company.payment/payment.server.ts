/**
 * The payment-details form (docs/product.md#entities Company bankAccount): save (bank account, then payment type when it
 * changed; both name the version the form was filled from, and someone else's save in between gets the
 * conflict page), look up the bank of the typed IBAN without JavaScript (`intent=lookup`, everything typed is
 * kept), and dismiss the "payment details incomplete" warning (hint hidePaymentDetailsWarning).
 */

import { type ActionFunctionArgs, data, redirect } from "@remix-run/node";
import { COMPANY_MESSAGES, IbanInput, PaymentDetailsPatch, PaymentTypePatch } from "#contracts";
import { safeReturnPath } from "#contracts/return-path";
import { getBankInfo, patchPaymentDetails, patchPaymentType } from "~/api/companies.server";
import { patchCompanyUser } from "~/api/company-user.server";
import { requireCompany } from "~/features/company/company.server";
import { apiFormErrors, type FormErrors, issuesAsErrors } from "~/features/company/company-data.server";
import { companyConflict, typedCompanyForm } from "~/features/company/company-form.server";
import { requireUser } from "~/session/auth.server";
import { orElse, whenRefused } from "~/utils/api-refusal.server";
import { type EditConflict, isEditConflict, VERSION_FIELD } from "~/utils/edit-conflict.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { paymentValues } from "./values";

const HERE = "/b2b/company/payment";

/** What the form shows again: everything typed, with the refusal's messages. */
export type PaymentFormReply = FormErrors & { values: Record<string, string>; lookedUp?: string };
export type PaymentActionData = PaymentFormReply | { conflict: EditConflict };

const reply = (values: Record<string, string>, errors: Partial<FormErrors>, status = 400) =>
  data<PaymentFormReply>(
    { values, fieldErrors: errors.fieldErrors ?? {}, formErrors: errors.formErrors ?? [] },
    { status },
  );

export async function paymentAction({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "company");
  const args = { request, context };
  const formData = await readFormData(request);
  const intent = formData.get("intent");

  if (intent === "dismiss-warning") {
    await patchCompanyUser(args, { hints: { hidePaymentDetailsWarning: true } });
    const back = safeReturnPath(formData.get("returnTo"), HERE);
    throw redirect(back.startsWith("/b2b/company") ? back : HERE);
  }

  const { companyId } = await requireCompany(args);
  const { version, values } = typedCompanyForm(formData, HERE);

  if (intent === "lookup") {
    const iban = IbanInput.safeParse(values.iban ?? "");
    if (!iban.success) return reply(values, { fieldErrors: { iban: [iban.error.issues[0].message] } });
    const bank = await orElse(getBankInfo(args, iban.data), null, [404]);
    if (!bank) return reply(values, { fieldErrors: { iban: [COMPANY_MESSAGES.bankUnknown] } });
    return reply({ ...values, bankName: bank.bankName, bic: bank.bic ?? "" }, {}, 200);
  }

  const details = PaymentDetailsPatch.safeParse({
    ownerName: values.ownerName ?? "",
    iban: values.iban ?? "",
    bankName: values.bankName ?? "",
    bic: values.bic ?? "",
    city: values.city ?? "",
    accountingEmail: values.accountingEmail ?? "",
  });
  const type = PaymentTypePatch.safeParse({
    paymentType: values.paymentType,
    sepaConfirmed: values.sepaConfirmed === "on",
  });
  if (!details.success || !type.success) {
    return reply(values, {
      fieldErrors: {
        ...(details.success ? {} : issuesAsErrors(details.error.issues)),
        ...(type.success ? {} : issuesAsErrors(type.error.issues)),
      },
    });
  }
  // the version the next write names: the one read, then the one the bank account's change answered
  let latest = version;
  const save = async () => {
    const { data: saved, etag } = await patchPaymentDetails(args, companyId, details.data, latest);
    latest = etag ?? undefined;
    const bank = saved.bankAccount;
    if (bank.paymentType !== type.data.paymentType || (type.data.paymentType === "sepa" && !bank.sepaConfirmed)) {
      await patchPaymentType(args, companyId, type.data, latest);
    }
    return null;
  };
  const refused = await whenRefused(save, async (error) => {
    if (isEditConflict(error)) return companyConflict(args, values, (company) => paymentValues(company.bankAccount));
    // a refused payment type after a saved bank account: the form is now based on that account's version
    return reply({ ...values, ...(latest ? { [VERSION_FIELD]: latest } : {}) }, apiFormErrors(error));
  });
  if (refused) return refused;
  throw await redirectWithFlash(request, context, HERE, { kind: "success", key: "company:payment.saved" });
}
