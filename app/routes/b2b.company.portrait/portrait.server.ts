/** The portrait form: typed values → PATCH /companies/{id}/portrait with the version read; refusals keep them. */
import { type ActionFunctionArgs, data } from "@remix-run/node";
import { PortraitPatch } from "#contracts/companies";
import { patchPortrait } from "~/api/companies.server";
import { requireCompany } from "~/features/company/company.server";
import { apiFormErrors, type FormErrors, issuesAsErrors } from "~/features/company/company-data.server";
import { companyConflict, typedCompanyForm } from "~/features/company/company-form.server";
import { requireUser } from "~/session/auth.server";
import { whenRefused } from "~/utils/api-refusal.server";
import { type EditConflict, isEditConflict } from "~/utils/edit-conflict.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { PORTRAIT_FIELDS, portraitValues } from "./values";

const HERE = "/b2b/company/portrait";

export type PortraitActionData = Partial<FormErrors> & { values?: Record<string, string>; conflict?: EditConflict };

export async function portraitAction({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "company");
  const args = { request, context };
  const { companyId } = await requireCompany(args);
  const { version, values } = typedCompanyForm(await readFormData(request), HERE);
  const parsed = PortraitPatch.safeParse(Object.fromEntries(PORTRAIT_FIELDS.map((f) => [f, values[f] ?? ""])));
  if (!parsed.success) {
    return data<PortraitActionData>(
      { values, fieldErrors: issuesAsErrors(parsed.error.issues), formErrors: [] },
      { status: 400 },
    );
  }
  const refused = await whenRefused(
    patchPortrait(args, companyId, parsed.data, version).then(() => null),
    async (error) => {
      if (isEditConflict(error)) return companyConflict(args, values, (company) => portraitValues(company.portrait));
      return data<PortraitActionData>({ values, ...apiFormErrors(error) }, { status: 400 });
    },
  );
  if (refused) return refused;
  throw await redirectWithFlash(request, context, HERE, { kind: "success", key: "company:portrait.saved" });
}
