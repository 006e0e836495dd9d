import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { CompanyApplicant } from "#contracts/company-applicants";
import { getCompanyApplicant } from "~/api/job-openings.server";
import { requireCompany } from "~/features/company/company.server";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { orNotFound } from "~/utils/api-refusal.server";

export const handle: RouteHandle = { title: "companyApplicants:success.metaTitle", i18n: ["companyApplicants"] };
/** The thank-you page after the contract was created or signed (docs/product.md#company-unit .../applicants/:id/success). */
export async function loader(args: LoaderFunctionArgs) {
  const { companyId } = await requireCompany(args);
  const applicant: CompanyApplicant = await orNotFound(
    getCompanyApplicant(args, {
      companyId,
      jobId: args.params.id ?? "",
      applicantId: args.params.applicantId ?? "",
    }),
  );
  return {
    name: [applicant.firstName, applicant.lastName].filter(Boolean).join(" "),
    signed: applicant.contract?.status === "signed",
    jobId: args.params.id ?? "",
    accountId: applicant.accountId,
  };
}

export default function ContractSuccess() {
  const { t } = useTranslation("companyApplicants");
  const { name, signed, jobId, accountId } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t("success.title")}</h1>
      <p className="text-lg" data-testid="contract-success">
        {t(signed ? "success.signed" : "success.requested", { name })}
      </p>
      <ul className="space-y-2">
        <li>
          <Link to={`/b2b/job-openings/${jobId}/applicants/${accountId}`}>{t("success.toApplicant")}</Link>
        </li>
        <li>
          <Link to="/b2b/job-openings">{t("success.toOpenings")}</Link>
        </li>
      </ul>
    </div>
  );
}
