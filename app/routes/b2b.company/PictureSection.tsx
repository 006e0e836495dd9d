import { Form } from "@remix-run/react";
import { useTranslation } from "~/translation";

/**
 * A profile picture with its upload form (multipart, works without JavaScript) and a remove button;
 * used for the company (data page) and for the company user (profile settings).
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
  return (
    <section aria-labelledby="picture-title" className="card space-y-4">
      <h2 id="picture-title" className="text-xl font-semibold">
        {t("picture.title")}
      </h2>
      {src ? (
        <img src={src} alt={alt} className="h-32 w-32 rounded border-2 border-gray-300 object-cover" />
      ) : (
        <p>{t("picture.none")}</p>
      )}
      {canEdit ? (
        <div className="flex flex-wrap items-end gap-4">
          <Form method="post" action={action} encType="multipart/form-data" reloadDocument className="space-y-2">
            <label htmlFor="picture-file" className="block font-semibold">
              {t("picture.file")}
            </label>
            <input id="picture-file" name="file" type="file" accept="image/jpeg,image/png" required className="block" />
            <button type="submit" name="intent" value="upload" className="btn-secondary">
              {t("picture.upload")}
            </button>
          </Form>
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
