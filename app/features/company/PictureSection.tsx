import { uploadFormParam } from "#contracts/upload-refusal";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Field } from "~/components/ui/Field";
import { Form, SubmissionKey } from "~/components/ui/Form";
import { Section } from "~/components/ui/Section";
import { UploadStatus } from "~/features/documents/UploadStatus";
import { useUploadErrors } from "~/forms/refused-upload";
import { useTranslation } from "~/i18n/translation";
import { useProgressUpload } from "~/utils/use-progress-upload";

/** The picture's upload form among the page's forms (a refused upload comes back to it: contracts/upload-refusal.ts). */
const PICTURE_FORM = "picture";

/**
 * A profile picture with its upload form (multipart, works without JavaScript) and a remove button;
 * used for the company (data page) and for the company user (profile settings). With JavaScript the upload
 * shows its progress and can be cancelled, and a large photo is made smaller first (useProgressUpload). A file
 * over 14 MB is named at the field (with JavaScript before it is sent, without it when the server sends the
 * form back), as are the server's other refusals of the file.
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
  const { errors, tooLarge, clear } = useUploadErrors(PICTURE_FORM);
  const upload = useProgressUpload(tooLarge);
  const label = t("picture.file");
  const busy = upload.phase === "uploading" || upload.phase === "processing";
  return (
    <Section titleId="picture-title" title={t("picture.title")} className="card space-y-4">
      {src ? (
        <img src={src} alt={alt} className="h-32 w-32 rounded border-2 border-gray-300 object-cover" />
      ) : (
        <p>{t("picture.none")}</p>
      )}
      {canEdit ? (
        <div className="flex flex-wrap items-end gap-4">
          <form
            method="post"
            action={`${action}?${uploadFormParam(PICTURE_FORM)}`}
            encType="multipart/form-data"
            onSubmit={upload.onSubmit}
            aria-busy={busy || undefined}
            className="min-w-0 max-w-full space-y-2"
          >
            <SubmissionKey />
            <ErrorSummary items={[{ fieldId: "picture-file", label, errors }]} />
            <Field
              id="picture-file"
              name="file"
              type="file"
              label={label}
              accept="image/jpeg,image/png"
              required
              errors={errors}
              onChange={() => {
                clear();
                upload.prepare();
              }}
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
    </Section>
  );
}
