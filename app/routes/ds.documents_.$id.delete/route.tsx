import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { deleteDocument } from "~/api/documents.server";
import { Form } from "~/components/ui/Form";
import { failureKey, loadDocuments, returnPathOf } from "~/features/documents/documents.server";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { whenRefused } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";

export const handle: RouteHandle = { title: "documents:delete.title", i18n: ["documents"] };

/** The confirmation page of a delete without JavaScript (with it, a dialog posts to the same action). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  const documents = await loadDocuments(request, context);
  const document = documents.find((d) => d.uuid === params.id);
  if (!document) throw new Response(null, { status: 404 });
  return { document, back: returnPathOf(request) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  await requireUser(request, context, "applicant");
  return whenRefused(
    async () => {
      await deleteDocument({ request, context }, params.id ?? "");
      return redirectWithFlash(request, context, returnPathOf(request), {
        kind: "success",
        key: "documents:flash.deleted",
      });
    },
    (error) =>
      redirectWithFlash(request, context, returnPathOf(request), { kind: "error", key: failureKey(error, "id") }),
  );
}

export default function DeleteDocumentPage() {
  const { t } = useTranslation("documents");
  const { document, back } = useLoaderData<typeof loader>();
  const deleting = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <h1 className="text-3xl font-bold">{t("delete.title")}</h1>
      <p className="text-lg">{t("delete.question", { name: document.name })}</p>
      <p>{t("delete.explain")}</p>
      <Form method="post" className="flex flex-wrap items-center gap-3">
        <button type="submit" name="intent" value="delete" className="btn-primary" disabled={deleting}>
          {deleting ? t("upload.states.deleting") : t("delete.confirm")}
        </button>
        <Link to={back} className="btn-secondary">
          {t("delete.cancel")}
        </Link>
      </Form>
    </div>
  );
}
