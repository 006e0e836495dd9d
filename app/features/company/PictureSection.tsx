import { useCallback } from "react";
import { MAX_UPLOAD_BYTES } from "#contracts/upload-rules";
import { Form, SubmissionKey } from "~/components/ui/Form";
import { UploadStatus } from "~/features/documents/UploadStatus";
import { useTranslation } from "~/i18n/translation";
import { useProgressUpload } from "~/utils/use-progress-upload";

/**
 * A profile picture with its upload form (multipart, works without JavaScript) and a remove button;
 * used for the company (data page) and for the company user (profile settings). With JavaScript the upload
 * shows its progress and can be cancelled, and a large photo is made smaller first (useProgressUpload).
 */
export function PictureSection({
  src,
  alt,
  action,
  canEdit,
}: {
  src: string | null;
  alt: string;
  action: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation("company");
  // a file beyond the server's bound is not sent: the server's refusal would be a page the upload cannot show
  const upload = useProgressUpload(useCallback((file: File) => file.size > MAX_UPLOAD_BYTES, []));
  const busy = upload.phase === "uploading" || upload.phase === "processing";
  return (
    <section aria-labelledby="picture-title" className="card space-y-4">
      <h2 id="picture-title" className="text-xl font-bold">
        {t("picture.title")}
      </h2>
      {src ? (
        <img src={src} alt={alt} className="h-32 w-32 rounded border-2 border-gray-300 object-cover" />
      ) : (
        <p>{t("picture.none")}</p>
      )}
      {canEdit ? (
        <div className="flex flex-wrap items-end gap-4">
          <form
            method="post"
            action={action}
            encType="multipart/form-data"
            onSubmit={upload.onSubmit}
            aria-busy={busy || undefined}
            className="min-w-0 max-w-full space-y-2"
          >
            <SubmissionKey />
            <label htmlFor="picture-file" className="block font-bold">
              {t("picture.file")}
            </label>
            {/* as wide as the card at most: a file field is wider than a 360 px phone's card on its own */}
            <input
              id="picture-file"
              name="file"
              type="file"
              accept="image/jpeg,image/png"
              required
              className="block w-full"
            />
            <button type="submit" name="intent" value="upload" className="btn-secondary" disabled={busy}>
              {t("picture.upload")}
            </button>
            <p className="text-sm text-gray-700">{t("common:upload.slowConnection")}</p>
            <UploadStatus phase={upload.phase} progress={upload.progress} onCancel={upload.cancel} />
          </form>
          {src ? (
            <Form method="post" action={action} encType="multipart/form-data" reloadDocument>
              <button type="submit" name="intent" value="remove" className="btn-secondary">
                {t("picture.remove")}
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
