import { useActionData, useLoaderData } from "@remix-run/react";
import { CV_LANGUAGE_LEVELS, CV_SOFTWARE_LEVELS } from "#contracts/cv-options";
import { Select } from "~/components/ui/Choice";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Field } from "~/components/ui/Field";
import { Form } from "~/components/ui/Form";
import { useTranslation } from "~/i18n/translation";
import type { knowledgeLoader } from "./knowledge.server";
import { useCvBase } from "./use-cv-base";

type List = "languages" | "software";

/** Languages and software skills: each list with its entries, a form for one more, then on. */
export function KnowledgeStep() {
  const { t } = useTranslation("cvgenerator");
  const { base } = useCvBase();
  const saved = useLoaderData<typeof knowledgeLoader>();
  const result = useActionData<{ errors: Record<string, string[] | undefined>; values: Record<string, string> }>();
  const errors: Record<string, string[] | undefined> = result?.errors ?? {};
  const levels: Record<List, readonly string[]> = { languages: CV_LANGUAGE_LEVELS, software: CV_SOFTWARE_LEVELS };
  const levelLabel = (list: List, level: string) => t(list === "languages" ? `levels.${level}` : `skills.${level}`);
  const section = (list: List) => (
    <section aria-labelledby={`${list}-heading`} className="space-y-4">
      <h2 id={`${list}-heading`} className="text-xl font-bold">
        {t(`knowledge.${list}`)}
      </h2>
      {saved[list].length > 0 ? (
        <Form method="post" action={`${base}/input/knowledge`}>
          <ul className="space-y-2">
            {saved[list].map((item, i) => (
              <li key={`${item.name}-${item.level}`} className="card flex items-center justify-between gap-4">
                <span>
                  {item.name}: {levelLabel(list, item.level)}
                </span>
                <button
                  type="submit"
                  name="intent"
                  value={`remove-${list}-${i}`}
                  className="btn-secondary"
                  aria-label={t("entries.removeNamed", { name: item.name })}
                >
                  {t("entries.remove")}
                </button>
              </li>
            ))}
          </ul>
        </Form>
      ) : (
        <p>{t("entries.none")}</p>
      )}
      <Form method="post" action={`${base}/input/knowledge`} className="space-y-4" noValidate>
        <Field
          id={`${list}-name`}
          name={`${list}-name`}
          label={t(`knowledge.${list}Name`)}
          required
          defaultValue={result?.values[`${list}-name`]}
          errors={errors[`${list}-name`]}
        />
        <Select
          id={`${list}-level`}
          name={`${list}-level`}
          label={t("knowledge.level")}
          required
          placeholder={t("knowledge.choose")}
          options={levels[list].map((value) => ({ value, label: levelLabel(list, value) }))}
          defaultValue={result?.values[`${list}-level`] ?? ""}
          errors={errors[`${list}-level`]}
        />
        <button type="submit" name="intent" value={`add-${list}`} className="btn-secondary">
          {t(`knowledge.add${list === "languages" ? "Language" : "Software"}`)}
        </button>
      </Form>
    </section>
  );
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold">{t("knowledge.title")}</h1>
      <ErrorSummary
        items={(["languages-name", "languages-level", "software-name", "software-level"] as const).map((id) => ({
          fieldId: id,
          label: id.endsWith("level") ? t("knowledge.level") : t(`knowledge.${id.split("-")[0]}Name`),
          errors: errors[id],
        }))}
      />
      {section("languages")}
      {section("software")}
      <Form method="post" action={`${base}/input/knowledge`}>
        <button type="submit" name="intent" value="next" className="btn-primary">
          {t("form.next")}
        </button>
      </Form>
    </div>
  );
}
