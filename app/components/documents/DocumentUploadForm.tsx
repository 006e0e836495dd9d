import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { DOCUMENT_CATEGORIES, type DocumentCategory, MAX_UPLOAD_BYTES } from "#contracts/application";
import { V } from "#contracts/validation";
import { Select } from "~/components/ui/Choice";
import { FieldLabel } from "~/components/ui/Field";
import { useRootData } from "~/root-data";
import { useTranslation } from "~/translation";
import { acceptList, uploadAction } from "./accept";

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

type UploadState = "uploading" | "processing" | "saved" | null;

/**
 * One file upload (spec §3 Document, §8 Upload). A plain multipart form posting to
 * /ds/documents/upload that works without JavaScript (the page after the POST tells the result);
 * with JavaScript the same form goes through a fetcher and shows uploading → processing → saved.
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
  const fetcher = useFetcher();
  const flash = useRootData()?.flash;
  const state = useUploadState(fetcher.state, flash?.kind);
  const fileId = `${id}-file`;
  const hintId = `${id}-hint`;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (state === "saved") formRef.current?.reset();
  }, [state]);
  const busy = state === "uploading" || state === "processing";
  // The server refuses a body beyond 14 MB before reading it, with a plain page that a fetcher cannot
  // show: with JavaScript a file that is too large is named here and never sent.
  const [tooLarge, setTooLarge] = useState(false);
  const errorId = `${id}-error`;
  return (
    <fetcher.Form
      ref={formRef}
      onSubmit={(event) => {
        const file = (event.currentTarget.elements.namedItem("file") as HTMLInputElement | null)?.files?.[0];
        const over = file !== undefined && file.size > MAX_UPLOAD_BYTES;
        setTooLarge(over);
        if (over) event.preventDefault();
      }}
      method="post"
      encType="multipart/form-data"
      action={uploadAction(returnTo)}
      className="space-y-3"
      aria-busy={busy || undefined}
    >
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
          onChange={() => setTooLarge(false)}
          className="block w-full rounded border-2 border-gray-700 bg-white p-2 text-base text-gray-900"
        />
        {tooLarge ? (
          <p id={errorId} role="alert" className="font-semibold text-red-700">
            {t(`validation:${V.uploadTooLarge}`)}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={busy}>
          {t("upload.submit")}
        </button>
        <p aria-live="polite" className="font-semibold text-gray-800">
          {state ? t(`upload.states.${state}`) : null}
        </p>
      </div>
    </fetcher.Form>
  );
}

/**
 * submitting → uploading; loading (the action answered, the page follows its redirect) → processing;
 * back to idle with a success message → saved.
 */
function useUploadState(fetcherState: "idle" | "submitting" | "loading", flashKind?: string): UploadState {
  const [finished, setFinished] = useState(false);
  const previous = useRef(fetcherState);
  useEffect(() => {
    if (previous.current !== "idle" && fetcherState === "idle") setFinished(true);
    if (fetcherState !== "idle") setFinished(false);
    previous.current = fetcherState;
  }, [fetcherState]);
  if (fetcherState === "submitting") return "uploading";
  if (fetcherState === "loading") return "processing";
  return finished && flashKind === "success" ? "saved" : null;
}
