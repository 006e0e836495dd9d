import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { changeDocument } from "~/api/documents.server";
import { PageHeader } from "~/components/ui/PageHeader";
import { Section } from "~/components/ui/Section";
import { useApplicant } from "~/features/applicant/use-applicant";
import { PortfolioForms } from "~/features/cv-generator/PortfolioForms";
import { PORTFOLIO_PATH } from "~/features/documents/accept";
import { type CategoryResult, FETCH_MODE } from "~/features/documents/CategoryForm";
import { CategoryChange } from "~/features/documents/category-change.server";
import { DocumentGuidance } from "~/features/documents/DocumentGuidance";
import { DocumentList, DocumentUploadForm } from "~/features/documents/deferred";
import { failureKey, loadDocuments, returnPathOf, validationKey } from "~/features/documents/documents.server";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { whenRefused } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { hydrateLater } from "~/utils/hydrate-later";

// The hint's dialog is the server's inline notice, with a working dismiss form, until its script has
// arrived after the page (app/utils/hydrate-later.tsx); then it opens as a modal dialog.
const HintDialog = hydrateLater(() => import("~/components/ui/HintDialog").then((m) => m.HintDialog));

export const handle: RouteHandle = { title: "documents:title", i18n: ["documents"] };

/** The documents portfolio (docs/product.md#applicant-unit, docs/product.md#entities Document): upload, stored documents, category change, delete. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  return { documents: await loadDocuments(request, context) };
}

/**
 * intent=category: PATCH the document. With JavaScript (mode=fetch) the fetcher gets data and
 * reverts on failure; without it, post/redirect/get with a message.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "applicant");
  const form = await readFormData(request);
  const enhanced = form.get("mode") === FETCH_MODE;
  const back = returnPathOf(request);
  const parsed = CategoryChange.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? "validation.required";
    if (enhanced) return data<CategoryResult>({ ok: false, error }, { status: 400 });
    return redirectWithFlash(request, context, back, { kind: "error", key: validationKey(error) });
  }
  const { id, category } = parsed.data;
  const refusal = await whenRefused(
    changeDocument({ request, context }, id, { category }).then(() => null),
    (error) => error,
  );
  if (refusal) {
    const key = failureKey(refusal, "category");
    if (enhanced) {
      // The select shows the key's text; strip the namespace prefix the flash needs.
      return data<CategoryResult>(
        { ok: false, error: key.replace(/^validation:/, "") },
        { status: refusal.status || 500 },
      );
    }
    return redirectWithFlash(request, context, back, { kind: "error", key });
  }
  if (enhanced) return data<CategoryResult>({ ok: true });
  return redirectWithFlash(request, context, back, {
    kind: "success",
    key: "documents:flash.categoryChanged",
  });
}

export default function DocumentsPortfolio() {
  const { t } = useTranslation("documents");
  const { t: tc } = useTranslation();
  const { documents } = useLoaderData<typeof loader>();
  const { account } = useApplicant();
  return (
    <div className="space-y-8">
      <PageHeader title={t("title")} intro={t("intro")} as="header" />
      <DocumentGuidance />
      <Section titleId="upload-title" title={t("upload.title")} className="card space-y-4">
        <DocumentUploadForm category="CV" label={t("upload.file")} returnTo={PORTFOLIO_PATH} selectCategory />
      </Section>
      <Section titleId="cv-title" title={t("portfolio.title")} className="card space-y-4">
        <p>{t("portfolio.intro")}</p>
        <p>
          <Link to="/ds/cvgenerator/input/profil" className="btn-primary inline-block">
            {t("portfolio.cvLink")}
          </Link>
        </p>
        <PortfolioForms design="classic" heading="h3" />
      </Section>
      <Section titleId="stored-title" title={t("list.title")} className="space-y-4">
        <DocumentList documents={documents} returnTo={PORTFOLIO_PATH} />
      </Section>
      {/* a dialog with JavaScript: last in the page, so that lifting it out of the flow moves nothing above */}
      {!account.hints.hideDmsInfoModal ? (
        <HintDialog flag="hideDmsInfoModal" title={tc("hints.dms.title")}>
          <p>{tc("hints.dms.text")}</p>
        </HintDialog>
      ) : null}
    </div>
  );
}
