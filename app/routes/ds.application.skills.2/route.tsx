import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { RadioGroup, Select } from "~/components/ui/Choice";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Field } from "~/components/ui/Field";
import { Form } from "~/components/ui/Form";
import { fieldControl } from "~/components/ui/field-control";
import { RestoredNotice } from "~/components/ui/RestoredNotice";
import { Section } from "~/components/ui/Section";
import { Tooltip } from "~/components/ui/Tooltip";
import { useConstraintForm } from "~/components/ui/use-constraint-form";
import { useApplicant } from "~/features/applicant/use-applicant";
import { type StepHandle, StepPage } from "~/features/application/StepPage";
import { useOptionList, withOptionLists } from "~/forms/option-lists";
import { useTranslation } from "~/i18n/translation";
import { formRules } from "~/utils/form-rules.server";
import { INTENTS } from "./intents";
import { LanguageForm, type SkillsTwoForm } from "./schema.server";
import { type SkillsTwoActionData, skillsTwoAction, skillsTwoLoader } from "./skills2.server";

export const handle: StepHandle = {
  step: 2,
  subStep: 2,
  subSteps: 2,
  title: "application:skills2.title",
  i18n: ["application"],
};

export const loader = async (args: LoaderFunctionArgs) => ({
  ...(await skillsTwoLoader(args)),
  rules: { LanguageForm: formRules(LanguageForm) },
});
export const action = (args: ActionFunctionArgs) => skillsTwoAction(args);
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  withOptionLists(["languages", "countries"], () => serverLoader<typeof loader>());

const HERE = "/ds/application/skills/2";

export default function StepSkillsTwo() {
  const { t } = useTranslation("application");
  return (
    <StepPage title={t("skills2.title")} intro={<p>{t("skills2.intro")}</p>}>
      <Languages />
      <GraduationForm />
    </StepPage>
  );
}

function useLevelLabel() {
  const { t } = useTranslation("application");
  const { choices } = useLoaderData<typeof loader>();
  return (level: number | string) => choices.levels.find((l) => l.value === String(level))?.cefr ?? t("skills2.native");
}

function Languages() {
  const { t } = useTranslation("application");
  const levelLabel = useLevelLabel();
  const { languages, optionListLanguage, choices } = useLoaderData<typeof loader>();
  const languageOptions = useOptionList("languages", optionListLanguage);
  const actionData = useActionData<SkillsTwoActionData>();
  const { rules } = useLoaderData<typeof loader>();
  const [form, fields] = useConstraintForm<z.input<typeof LanguageForm>>({
    id: "language",
    lastResult: actionData?.intent === INTENTS.addLanguage ? actionData.result : undefined,
    rules: rules.LanguageForm,
  });
  return (
    <Section id="languages" title={t("skills2.languages")} className="card space-y-4" tabIndex={-1}>
      {languages.length ? (
        <ul className="space-y-2" data-testid="language-list">
          {languages.map((l) => (
            <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 border-b pb-2">
              <span>
                {l.name}: {levelLabel(l.level)}
              </span>
              <Form method="post" action={HERE}>
                <input type="hidden" name="intent" value={INTENTS.removeLanguage} />
                <input type="hidden" name="id" value={l.id} />
                <button type="submit" className="btn-link" aria-label={`${t("remove")}: ${l.name}`}>
                  {t("remove")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-gray-700">{t("skills2.noLanguages")}</p>
      )}
      <Form method="post" action={HERE} {...getFormProps(form)} noValidate className="space-y-4">
        <h3 className="text-lg font-bold">{t("skills2.addLanguage")}</h3>
        <ErrorSummary
          formErrors={form.errors}
          items={[
            { fieldId: fields.code.id, label: t("skills2.fields.code"), errors: fields.code.errors },
            { fieldId: fields.level.id, label: t("skills2.fields.level"), errors: fields.level.errors },
          ]}
        />
        <input type="hidden" name="intent" value={INTENTS.addLanguage} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            key={fields.code.key}
            {...fieldControl(fields.code)}
            label={t("skills2.fields.code")}
            placeholder={t("choose")}
            options={languageOptions.options}
            {...languageOptions.marker}
            required
          />
          <Select
            key={fields.level.key}
            {...fieldControl(fields.level)}
            label={t("skills2.fields.level")}
            placeholder={t("choose")}
            options={choices.levels.map((l) => ({ value: l.value, label: levelLabel(l.value) }))}
            required
          />
        </div>
        <button type="submit" className="btn-secondary">
          {t("skills2.addLanguage")}
        </button>
      </Form>
    </Section>
  );
}

const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));

function GraduationForm() {
  const { t } = useTranslation("application");
  const { account } = useApplicant();
  const { draft, optionListLanguage, graduationCountry, studiedalreadyTooltip, choices } =
    useLoaderData<typeof loader>();
  const countries = useOptionList("countries", optionListLanguage);
  const actionData = useActionData<SkillsTwoActionData>();
  const lastResult = actionData?.intent === INTENTS.save ? actionData.result : undefined;
  const [form, fields] = useForm<z.input<typeof SkillsTwoForm>>({
    id: "skills2",
    lastResult,
    // No client-side validation here: an invalid submission must reach the server, which keeps it as a draft
    // (and no `shouldValidate`: without `onValidate` Conform would post the form on blur to validate it).
    defaultValue: {
      universityEntranceQualification: account.universityEntranceQualificationBw
        ? choices.graduationBw
        : str(account.universityEntranceQualification),

      universityEntranceQualificationStatus: str(account.universityEntranceQualificationStatus),
      gradeAverage: str(account.gradeAverage).replace(".", ","),
      gradeUntil: str(account.gradeUntil),
      accreditedAuthorityGermanLanguage: str(account.accreditedAuthorityGermanLanguage),
      accreditationDateGermanSkills: str(account.accreditationDateGermanSkills),
      studiedalready: account.studiedalready === true ? "yes" : account.studiedalready === false ? "no" : "",
      ...draft,
      graduationCountry,
    },
  });
  const f = fields;
  const label = (n: string) => t(`skills2.fields.${n}`);
  const languagesErrors = (fields as unknown as Record<string, { errors?: string[] }>).languages?.errors;
  return (
    <Form method="post" action={HERE} {...getFormProps(form)} noValidate className="space-y-6">
      <ErrorSummary
        formErrors={form.errors}
        items={[
          ...(
            [
              "universityEntranceQualification",
              "graduationCountry",
              "universityEntranceQualificationStatus",
              "gradeAverage",
              "gradeUntil",
              "accreditedAuthorityGermanLanguage",
              "accreditationDateGermanSkills",
              "studiedalready",
            ] as const
          ).map((n) => ({
            fieldId: n.startsWith("universityEntrance") || n === "studiedalready" ? `${f[n].id}-0` : f[n].id,
            label: label(n),
            errors: f[n].errors,
          })),
          { fieldId: "languages", label: t("skills2.languages"), errors: languagesErrors },
        ]}
      />
      <RestoredNotice show={!lastResult && Object.keys(draft).length > 0}>{t("restored")}</RestoredNotice>
      <input type="hidden" name="intent" value={INTENTS.save} />
      <fieldset className="card space-y-4">
        <legend className="text-xl font-bold">{t("skills2.germanProof")}</legend>
        <p className="text-sm text-gray-700">{t("skills2.germanProofHint")}</p>
        <Select
          key={f.accreditedAuthorityGermanLanguage.key}
          {...fieldControl(f.accreditedAuthorityGermanLanguage)}
          label={label("accreditedAuthorityGermanLanguage")}
          placeholder={t("choose")}
          options={choices.authorities.map((a) => ({ value: a, label: t(`skills2.authorities.${a}`) }))}
        />
        <Field
          key={f.accreditationDateGermanSkills.key}
          {...fieldControl(f.accreditationDateGermanSkills)}
          type="date"
          label={label("accreditationDateGermanSkills")}
          hint={t("skills2.accreditationDateHint")}
        />
      </fieldset>
      <fieldset className="card space-y-4">
        <legend className="text-xl font-bold">{t("skills2.graduation")}</legend>
        <RadioGroup
          key={f.universityEntranceQualification.key}
          {...fieldControl(f.universityEntranceQualification)}
          legend={label("universityEntranceQualification")}
          options={choices.graduationTypes.map((g) => ({
            value: g,
            label: t(`skills2.graduationTypes.${g}`),
          }))}
          hint={t("skills2.translationHint")}
          required
        />
        <Select
          key={f.graduationCountry.key}
          {...fieldControl(f.graduationCountry)}
          label={label("graduationCountry")}
          placeholder={t("choose")}
          options={countries.options}
          {...countries.marker}
        />
        <RadioGroup
          key={f.universityEntranceQualificationStatus.key}
          {...fieldControl(f.universityEntranceQualificationStatus)}
          legend={label("universityEntranceQualificationStatus")}
          options={choices.statuses.map((s) => ({ value: s, label: t(`skills2.statuses.${s}`) }))}
          hint={t("skills2.abroadHint")}
          required
        />
        <Field
          key={f.gradeAverage.key}
          {...fieldControl(f.gradeAverage)}
          label={label("gradeAverage")}
          hint={t("skills2.gradeHint")}
          inputMode="decimal"
        />
        <Select
          key={f.gradeUntil.key}
          {...fieldControl(f.gradeUntil)}
          label={label("gradeUntil")}
          placeholder={t("choose")}
          options={choices.gradeUntil.map((g) => ({ value: g, label: t(`skills2.gradeUntilOptions.${g}`) }))}
        />
        <RadioGroup
          key={f.studiedalready.key}
          {...fieldControl(f.studiedalready)}
          legend={label("studiedalready")}
          options={[
            { value: "yes", label: t("yes") },
            { value: "no", label: t("no") },
          ]}
          hint={t("skills2.studiedalreadyHint")}
        />
        <Tooltip label={t("skills2.studiedalreadyWhy")} html={studiedalreadyTooltip} testId="studiedalready-tooltip" />
      </fieldset>
      <button type="submit" className="btn-primary">
        {t("saveAndContinue")}
      </button>
    </Form>
  );
}
