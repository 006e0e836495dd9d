import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Form } from "~/components/ui/Form";
import { TextArea } from "~/components/ui/TextArea";
import { fieldErrors, loadCv, readCvForm, saveCvAndGo } from "~/features/cv-generator/draft.server";
import { CvData } from "~/features/cv-generator/schemas.server";
import { useCvBase } from "~/features/cv-generator/use-cv-base";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = { allowUnauthorized: true, i18n: "cvgenerator", title: "cvgenerator:hobbies.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { hobbies: (await loadCv({ request, context })).hobbies };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const hobbies = String((await readCvForm({ request, context })).get("hobbies") ?? "");
  const parsed = CvData.shape.hobbies.safeParse(hobbies);
  if (!parsed.success)
    return data({ errors: { hobbies: fieldErrors(parsed.error.issues).form }, hobbies }, { status: 400 });
  const cv = await loadCv({ request, context });
  return saveCvAndGo({ request, context }, { ...cv, hobbies: parsed.data }, "send");
}

export default function CvHobbies() {
  const { t } = useTranslation("cvgenerator");
  const { base } = useCvBase();
  const saved = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t("hobbies.title")}</h1>
      <ErrorSummary items={[{ fieldId: "cv-hobbies", label: t("hobbies.label"), errors: result?.errors.hobbies }]} />
      <Form method="post" action={`${base}/input/hobbies`} className="space-y-4" noValidate>
        <TextArea
          id="cv-hobbies"
          name="hobbies"
          label={t("hobbies.label")}
          hint={t("hobbies.hint")}
          maxChars={1000}
          defaultValue={result?.hobbies ?? saved.hobbies}
          errors={result?.errors.hobbies}
        />
        <button type="submit" className="btn-primary">
          {t("form.saveNext")}
        </button>
      </Form>
    </div>
  );
}
