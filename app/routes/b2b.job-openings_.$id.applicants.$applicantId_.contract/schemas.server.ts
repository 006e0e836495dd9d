import { z } from "zod";
import { CompanyContractInput } from "#contracts/company-applicants";
import { V } from "#contracts/validation";

/** "1.200,50" or "1200.50" → 1200.5 (German and English number writing). */
const euro = (v: unknown) => {
  if (typeof v !== "string") return v;
  const s = v.trim().replace(/\s|€/g, "");
  if (s === "") return undefined;
  return s.includes(",") ? s.replace(/\./g, "").replace(",", ".") : s;
};

export const ContractForm = CompanyContractInput.extend({
  monthlySalary: z.preprocess(euro, CompanyContractInput.shape.monthlySalary),
});
export const SignForm = z.object({ confirm: z.literal("on", { error: V.mustBeConfirmed }) });
