import { useCallback, useEffect, useId, useRef, useState } from "react";
import { DOCUMENT_CATEGORIES, type DocumentCategory, MAX_UPLOAD_BYTES } from "#contracts/upload-rules";
import { UPLOAD_TOO_LARGE } from "#contracts/validation-message";
import { Select } from "~/components/ui/Choice";
import { FieldLabel } from "~/components/ui/Field";
import { SubmissionKey } from "~/components/ui/Form";
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
  /** Same-origin path the upload returns to, with a flash message telling the result. */
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
  const hintId = `${id}-hint`;
  const formRef = useRef<HTMLFormElement>(null);
  // The server refuses a body beyond 14 MB before reading it, with a plain page that the upload cannot
  // show: with JavaScript a file that is too large (after making a photo smaller) is named here, not sent.
  const [tooLarge, setTooLarge] = useState(false);
  const refuse = useCallback((file: File) => {
    const over = file.size > MAX_UPLOAD_BYTES;
    setTooLarge(over);
    return over;
  }, []);
  const upload = useProgressUpload(refuse);
  useEffect(() => {
    if (upload.phase === "saved") formRef.current?.reset();
  }, [upload.phase]);
  const busy = upload.phase === "uploading" || upload.phase === "processing";
  const errorId = `${id}-error`;
  return (
    <form
      ref={formRef}
      onSubmit={upload.onSubmit}
      method="post"
      encType="multipart/form-data"
      action={uploadAction(returnTo)}
      className="space-y-3"
      aria-busy={busy || undefined}
    >
      <SubmissionKey />
      <input type="hidden" name="returnTo" value={returnTo} />
      {selectCategory ? (
        <Select
          id={`${id}-category`}
          name="category"
          label={t("upload.category")}
          defaultValue={category}
          options={DOCUMENT_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
        />
      ) : (
        <input type="hidden" name="category" value={category} />
      )}
      <div className="space-y-1">
        <FieldLabel htmlFor={fileId} label={label} required />
        <p id={hintId} className="text-sm text-gray-700">
          {hint ? <span className="block">{hint}</span> : null}
          {t(photo ? "upload.acceptPhoto" : "upload.accept")}
        </p>
        <input
          id={fileId}
          type="file"
          name="file"
          required
          accept={acceptList(photo)}
          aria-describedby={tooLarge ? `${hintId} ${errorId}` : hintId}
          aria-invalid={tooLarge || undefined}
          onChange={() => {
            setTooLarge(false);
            upload.prepare();
          }}
          className="block w-full rounded border-2 border-gray-700 bg-white p-2 text-base text-gray-900"
        />
        {tooLarge ? (
          <p id={errorId} role="alert" className="font-bold text-red-700">
            {t(`validation:${UPLOAD_TOO_LARGE}`)}
          </p>
        ) : null}
      </div>
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
