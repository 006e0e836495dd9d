import { useNavigation } from "@remix-run/react";
import { useRef } from "react";
import type { Document } from "#contracts";
import { Form } from "~/components/ui/Form";
import { useTranslation } from "~/i18n/translation";
import { withReturnTo } from "./accept";

export const deletePath = (uuid: string) => `/ds/documents/${uuid}/delete`;

/**
 * Delete with confirmation: without JavaScript the link leads to a confirmation page; with
 * JavaScript it opens a native dialog asking the same question, whose form posts to that page's action
 * (a navigation, so the result arrives as the same message as without JavaScript).
 */
export function DeleteDocument({ document, returnTo }: { document: Document; returnTo: string }) {
  const { t } = useTranslation("documents");
  const dialog = useRef<HTMLDialogElement>(null);
  const navigation = useNavigation();
  const deleting = navigation.state !== "idle" && navigation.formAction === deletePath(document.uuid);
  const titleId = `delete-title-${document.uuid}`;
  return (
    <>
      <a
        href={withReturnTo(deletePath(document.uuid), returnTo)}
        className="btn-secondary"
        onClick={(event) => {
          if (!dialog.current?.showModal) return;
          event.preventDefault();
          dialog.current.showModal();
        }}
      >
        {t("list.delete")}
        <span className="sr-only"> ({document.name})</span>
      </a>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="w-full max-w-md rounded-lg border border-gray-300 p-6 shadow-lg backdrop:bg-black/50"
      >
        <h2 id={titleId} className="mb-2 text-xl font-bold">
          {t("delete.question", { name: document.name })}
        </h2>
        <p className="mb-4">{t("delete.explain")}</p>
        <Form method="post" action={withReturnTo(deletePath(document.uuid), returnTo)} className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="delete" className="btn-primary" disabled={deleting}>
            {deleting ? t("upload.states.deleting") : t("delete.confirm")}
          </button>
          <button type="button" className="btn-secondary" onClick={() => dialog.current?.close()}>
            {t("delete.cancel")}
          </button>
        </Form>
      </dialog>
    </>
  );
}
