/**
 * Bank name and BIC of an IBAN from the Bundesbank's bank-code directory, as shipped by the
 * `bankdata-germany` package (one release per Bundesbank publication; update the package to follow
 * it). Only German IBANs carry a bank code that directory knows.
 */
import { bankDataByIBAN } from "bankdata-germany";
import { electronicFormatIBAN, isValidIBAN } from "ibantools";

export interface KnownBank {
  iban: string;
  bankCode: string;
  bankName: string;
  bic: string | null;
}

/** null for an invalid IBAN, a non-German one, or a bank code the directory does not list. */
export function lookupBank(typed: string): KnownBank | null {
  const iban = electronicFormatIBAN(typed) ?? "";
  if (!isValidIBAN(iban) || !iban.startsWith("DE")) return null;
  const data = bankDataByIBAN(iban);
  if (!data) return null;
  return { iban, bankCode: data.blz, bankName: data.bankName, bic: data.bic ?? null };
}
