import { useEffect, useId, useRef } from "react";
import { DOCUMENT_CATEGORIES, type DocumentCategory } from "#contracts/upload-rules";
import { Select } from "~/components/ui/Choice";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Field } from "~/components/ui/Field";
import { SubmissionKey } from "~/components/ui/Form";
import { useUploadErrors } from "~/forms/refused-upload";
import { useTranslation } from "~/i18n/translation";
import { useProgressUpload } from "~/utils/use-progress-upload";
import { acceptList, uploadAction } from "./accept";
import { UploadStatus } from "./UploadStatus";

export interface DocumentUploadFormProps {
  /** Category the upload is stored under (the default choice when `selectCategory` is set). */
  category: DocumentCategory;
  /** Label of the file input, e.g. "Lebenslauf". */
  label: string;
  hint?: string;
  /**
   * Same-origin path the upload returns to: with a message telling the success, or with the refusal shown at
   * this form's file field (the form is told apart from others on the page by its `category`).
   */
  returnTo: string;
  /** A photo: only jpeg/png are offered (and accepted by the API). */
  photo?: boolean;
  /** Let the applicant choose the category (documents portfolio). */
  selectCategory?: boolean;
}

/**
 * One file upload (docs/product.md#entities Document, docs/product.md#error-catalogue Upload). A plain multipart form posting to
 * /ds/documents/upload that works without JavaScript (the page after the POST tells the result, and the
 * form says beforehand that it may take a while on a slow connection); with JavaScript the same form goes
 * to the same action with progress (bytes sent of the total, time left, cancellable), a phone camera's
 * photo made smaller first, and shows processing → uploading → processing → saved.
 * Pages using it need the "documents" translation namespace in their `handle.i18n`.
 */
export function DocumentUploadForm({
  category,
  label,
  hint,
  returnTo,
  photo,
  selectCategory,
}: DocumentUploadFormProps) {
  const { t } = useTranslation("documents");
  const id = useId();
  const fileId = `${id}-file`;
  const formRef = useRef<HTMLFormElement>(null);
  // A file over 14 MB is named at the field with JavaScript and not sent; without it the server sends the
  // form back with the refusal, which shows the same way (as do the server's other refusals of the file).
  const { errors, values, tooLarge, clear } = useUploadErrors(category);
  const upload = useProgressUpload(tooLarge);
  useEffect(() => {
    if (upload.phase === "saved") formRef.current?.reset();
  }, [upload.phase]);
  const busy = upload.phase === "uploading" || upload.phase === "processing";
  const chosen = DOCUMENT_CATEGORIES.find((c) => c === values.category) ?? category;
  return (
    <form
      ref={formRef}
      onSubmit={upload.onSubmit}
      method="post"
      encType="multipart/form-data"
      action={uploadAction(returnTo, category)}
      className="space-y-3"
      aria-busy={busy || undefined}
    >
      <SubmissionKey />
      <ErrorSummary items={[{ fieldId: fileId, label, errors }]} />
      <input type="hidden" name="returnTo" value={returnTo} />
      {selectCategory ? (
        <Select
          id={`${id}-category`}
          name="category"
          label={t("upload.category")}
          defaultValue={chosen}
          options={DOCUMENT_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
        />
      ) : (
        <input type="hidden" name="category" value={category} />
      )}
      <Field
        id={fileId}
        type="file"
        name="file"
        label={label}
        hint={
          <>
            {hint ? <span className="block">{hint}</span> : null}
            {t(photo ? "upload.acceptPhoto" : "upload.accept")}
          </>
        }
        required
        accept={acceptList(photo)}
        errors={errors}
        onChange={() => {
          clear();
          upload.prepare();
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={busy}>
          {t("upload.submit")}
        </button>
        <p className="text-sm text-gray-700">{t("common:upload.slowConnection")}</p>
      </div>
      <UploadStatus phase={upload.phase} progress={upload.progress} onCancel={upload.cancel} />
    </form>
  );
}
