/** The payment form's values, shared by the page and its action (the conflict page). */
import type { CompanyBankAccount } from "#contracts/companies";

export const PAYMENT_TEXT_FIELDS = ["ownerName", "iban", "bankName", "bic", "city", "accountingEmail"] as const;

/** The stored bank account as the form's posted values (a checked box posts "on", an unchecked one nothing). */
export const paymentValues = (bank: CompanyBankAccount): Record<string, string> => ({
  ...Object.fromEntries(PAYMENT_TEXT_FIELDS.map((f) => [f, bank[f] ?? ""])),
  paymentType: bank.paymentType,
  ...(bank.sepaConfirmed ? { sepaConfirmed: "on" } : {}),
});
