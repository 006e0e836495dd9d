/** The company-data form: typed values → PATCH /companies/{id}; refusals keep everything typed. */
import { type ActionFunctionArgs, data } from "@remix-run/node";
import { CompanyPatch, SOCIAL_MEDIA_NETWORKS } from "#contracts";
import { patchCompany } from "~/api/companies.server";
import { requireCompany } from "~/features/company/company.server";
import { apiFormErrors, type FormErrors, issuesAsErrors } from "~/features/company/company-data.server";
import { companyConflict, typedCompanyForm } from "~/features/company/company-form.server";
import { requireUser } from "~/session/auth.server";
import { whenRefused } from "~/utils/api-refusal.server";
import { type EditConflict, isEditConflict } from "~/utils/edit-conflict.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { formValues } from "./values";

export type DataActionData = Partial<FormErrors> & { values?: Record<string, string>; conflict?: EditConflict };

/** "locations.3" → "locations": a list's errors belong to its one field. */
const byField = (errors: Record<string, string[]>) => {
  const out: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(errors)) {
    const field = key.startsWith("socialMedia.") ? key : key.split(".")[0];
    out[field] = [...(out[field] ?? []), ...list];
  }
  return out;
};

export function dataBody(values: Record<string, string>) {
  const employees = (values.employees ?? "").trim();
  return {
    name: values.name ?? "",
    companyName: values.companyName ?? "",
    commercialRegister: values.commercialRegister ?? "",
    districtCourt: values.districtCourt ?? "",
    managingDirectors: values.managingDirectors ?? "",
    employees: employees === "" ? null : Number(employees),
    foundedDate: values.foundedDate ? values.foundedDate : null,
    locations: (values.locations ?? "")
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean),
    website: values.website ?? "",
    socialMedia: Object.fromEntries(SOCIAL_MEDIA_NETWORKS.map((n) => [n, values[`socialMedia.${n}`] ?? ""])),
  };
}

export async function dataAction({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "company");
  const args = { request, context };
  const { companyId } = await requireCompany(args);
  const { version, values } = typedCompanyForm(await readFormData(request), "/b2b/company/data");
  const parsed = CompanyPatch.safeParse(dataBody(values));
  if (!parsed.success) {
    return data<DataActionData>(
      { values, fieldErrors: byField(issuesAsErrors(parsed.error.issues)), formErrors: [] },
      { status: 400 },
    );
  }
  const refused = await whenRefused(
    patchCompany(args, companyId, parsed.data, version).then(() => null),
    async (error) => {
      if (isEditConflict(error)) return companyConflict(args, values, formValues);
      const errors = apiFormErrors(error);
      return data<DataActionData>({ values, ...errors, fieldErrors: byField(errors.fieldErrors) }, { status: 400 });
    },
  );
  if (refused) return refused;
  throw await redirectWithFlash(request, context, "/b2b/company/data", { kind: "success", key: "company:data.saved" });
}
