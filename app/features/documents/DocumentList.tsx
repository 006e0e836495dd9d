import type { Document } from "#contracts";
import { useTranslation } from "~/i18n/translation";
import { CategoryForm } from "./CategoryForm";
import { DeleteDocument } from "./DeleteDocument";

export const previewPath = (uuid: string) => `/documents/${uuid}/preview`;

/** A document with the facts the list shows, written in the page language (features/documents/shown.server.ts). */
export type ShownDocument = Document & { shown: { uploadedOn: string; size: string } };

/**
 * The stored documents with preview link, category change and delete; an empty state when none.
 * Usable on any applicant page: the changes return to `returnTo` (the page's own path, as a rule).
 */
export function DocumentList({ documents, returnTo: back }: { documents: ShownDocument[]; returnTo: string }) {
  const { t } = useTranslation("documents");
  if (documents.length === 0) {
    return <p className="card text-gray-800">{t("list.empty")}</p>;
  }
  return (
    <ul className="space-y-4">
      {documents.map((document) => (
        <li key={document.uuid} className="card space-y-3" data-testid="document">
          <div className="space-y-1">
            <h3 className="break-all text-lg font-bold">
              <a href={previewPath(document.uuid)} target="_blank" rel="noopener noreferrer">
                {document.name}
                <span className="sr-only"> ({t("list.preview")})</span>
              </a>
            </h3>
            <p className="text-sm text-gray-700">
              {t("list.uploadedOn", { date: document.shown.uploadedOn })} · {document.shown.size}
            </p>
            <DocumentReview document={document} />
          </div>
          <CategoryForm document={document} returnTo={back} />
          <div>
            <DeleteDocument document={document} returnTo={back} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The study advisor's check, next to the document; a rejection shows the advisor's reason. */
function DocumentReview({ document }: { document: Document }) {
  const { t } = useTranslation("documents");
  if (document.category === "Contract") return null;
  const styles = {
    pending: "text-gray-800",
    accepted: "text-green-800",
    rejected: "font-bold text-red-800",
  } as const;
  return (
    <p className={`text-sm ${styles[document.reviewStatus]}`}>
      {t(`review.${document.reviewStatus}`)}
      {document.reviewStatus === "rejected" && document.reviewReason
        ? ` ${t("review.reason", { reason: document.reviewReason })}`
        : null}
    </p>
  );
}
