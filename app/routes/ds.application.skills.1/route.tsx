import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { RadioGroup } from "~/components/ui/Choice";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Field } from "~/components/ui/Field";
import { Form } from "~/components/ui/Form";
import { fieldControl } from "~/components/ui/field-control";
import { RestoredNotice } from "~/components/ui/RestoredNotice";
import { Section } from "~/components/ui/Section";
import { TextArea } from "~/components/ui/TextArea";
import { useConstraintForm } from "~/components/ui/use-constraint-form";
import { useApplicant } from "~/features/applicant/use-applicant";
import { type StepHandle, StepPage } from "~/features/application/StepPage";
import { useTranslation } from "~/i18n/translation";
import { formRules } from "~/utils/form-rules.server";
import { INTENTS } from "./intents";
import { type SkillsOneForm, WorkEntryForm } from "./schema.server";
import { type SkillsOneActionData, skillsOneAction, skillsOneLoader } from "./skills1.server";

export const handle: StepHandle = {
  step: 2,
  subStep: 1,
  subSteps: 2,
  title: "application:skills1.title",
  i18n: ["application"],
};

export const loader = async (args: LoaderFunctionArgs) => ({
  ...(await skillsOneLoader(args)),
  rules: {
    WorkEntryForm: formRules(WorkEntryForm),
  },
});
export const action = (args: ActionFunctionArgs) => skillsOneAction(args);

const HERE = "/ds/application/skills/1";
const yesNo = (value: boolean | null | undefined) => (value === true ? "yes" : value === false ? "no" : "");

export default function StepSkillsOne() {
  const { t } = useTranslation("application");
  return (
    <StepPage title={t("skills1.title")} intro={<p>{t("skills1.intro")}</p>}>
      <WorkEntries />
      <AnswersForm />
    </StepPage>
  );
}

function AnswersForm() {
  const { t } = useTranslation("application");
  const { account } = useApplicant();
  const { draft } = useLoaderData<typeof loader>();
  const actionData = useActionData<SkillsOneActionData>();
  const lastResult = actionData?.intent === INTENTS.save ? actionData.result : undefined;
  const [form, fields] = useForm<z.input<typeof SkillsOneForm>>({
    id: "skills1",
    lastResult,
    // No client-side validation here: an invalid submission must reach the server, which keeps it as a draft
    // (and no `shouldValidate`: without `onValidate` Conform would post the form on blur to validate it).
    defaultValue: {
      professionalExperienceExists: yesNo(account.professionalExperienceExists),
      drivingLicenseExists: yesNo(account.drivingLicenseExists),
      ownCar: yesNo(account.ownCar),
      ...draft,
    },
  });
  const options = [
    { value: "yes", label: t("yes") },
    { value: "no", label: t("no") },
  ];
  const names = ["professionalExperienceExists", "drivingLicenseExists", "ownCar"] as const;
  return (
    <Form method="post" action={HERE} {...getFormProps(form)} noValidate className="card space-y-6">
      <ErrorSummary
        formErrors={form.errors}
        items={names.map((n) => ({
          fieldId: `${fields[n].id}-0`,
          label: t(`skills1.fields.${n}`),
          errors: fields[n].errors,
        }))}
      />
      <RestoredNotice show={!lastResult && Object.keys(draft).length > 0}>{t("restored")}</RestoredNotice>
      <input type="hidden" name="intent" value={INTENTS.save} />
      {names.map((n) => (
        <RadioGroup
          key={fields[n].key ?? n}
          id={fields[n].id}
          name={fields[n].name}
          legend={t(`skills1.fields.${n}`)}
          hint={n === "drivingLicenseExists" ? t("skills1.licenceHint") : undefined}
          options={options}
          defaultValue={fields[n].initialValue as string | undefined}
          errors={fields[n].errors}
          required
          inline
        />
      ))}
      <button type="submit" className="btn-primary">
        {t("saveAndContinue")}
      </button>
    </Form>
  );
}

function WorkEntries() {
  const { t } = useTranslation("application");
  const { workExperiences } = useLoaderData<typeof loader>();
  const actionData = useActionData<SkillsOneActionData>();
  const { rules } = useLoaderData<typeof loader>();
  const [form, fields] = useConstraintForm<z.input<typeof WorkEntryForm>>({
    id: "work-entry", // not "work": that is the section, the target of links to #work
    lastResult: actionData?.intent === INTENTS.addWork ? actionData.result : undefined,
    rules: rules.WorkEntryForm,
  });
  const names = ["employer", "position", "startDate", "endDate", "description"] as const;
  return (
    <Section id="work" title={t("skills1.work")} className="card space-y-4" tabIndex={-1}>
      <p>{t("skills1.workHint")}</p>
      {workExperiences.length ? (
        <ul className="space-y-2">
          {workExperiences.map((w) => (
            <li key={w.id} className="flex flex-wrap items-center justify-between gap-2 border-b pb-2">
              <span>
                <strong>{w.position}</strong>, {w.employer}
                {w.period ? ` (${w.period})` : ""}
              </span>
              <Form method="post" action={HERE}>
                <input type="hidden" name="intent" value={INTENTS.removeWork} />
                <input type="hidden" name="id" value={w.id} />
                <button type="submit" className="btn-link" aria-label={`${t("remove")}: ${w.position}`}>
                  {t("remove")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" action={HERE} {...getFormProps(form)} noValidate className="space-y-4">
        <h3 className="text-lg font-bold">{t("skills1.addWork")}</h3>
        <ErrorSummary
          formErrors={form.errors}
          items={names.map((n) => ({
            fieldId: fields[n].id,
            label: t(`skills1.fields.${n}`),
            errors: fields[n].errors,
          }))}
        />
        <input type="hidden" name="intent" value={INTENTS.addWork} />
        <Field {...fieldControl(fields.employer)} label={t("skills1.fields.employer")} required />
        <Field {...fieldControl(fields.position)} label={t("skills1.fields.position")} required />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field {...fieldControl(fields.startDate)} type="date" label={t("skills1.fields.startDate")} />
          <Field {...fieldControl(fields.endDate)} type="date" label={t("skills1.fields.endDate")} />
        </div>
        <TextArea {...fieldControl(fields.description)} label={t("skills1.fields.description")} counter />
        <button type="submit" className="btn-secondary">
          {t("skills1.addWork")}
        </button>
      </Form>
    </Section>
  );
}
