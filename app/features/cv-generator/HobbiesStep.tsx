import { useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Form } from "~/components/ui/Form";
import { TextArea } from "~/components/ui/TextArea";
import { useTranslation } from "~/i18n/translation";
import type { hobbiesAction, hobbiesLoader } from "./hobbies.server";
import { useCvBase } from "./use-cv-base";

/** The hobbies step: one free text. */
export function HobbiesStep() {
  const { t } = useTranslation("cvgenerator");
  const { base } = useCvBase();
  const saved = useLoaderData<typeof hobbiesLoader>();
  const result = useActionData<typeof hobbiesAction>();
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
