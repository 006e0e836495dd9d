/** The page of one manage step: step list, the step's form (or the review), Continue/Back/Publish. */
import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import {
  JOB_OPENING_STEPS,
  JOB_OPENING_LIMITS as L,
  SOFTWARE_SKILL_AREAS,
  WORK_MODELS,
} from "#contracts/matching-enums";
import { RadioGroup, Select } from "~/components/ui/Choice";
import { EditConflict } from "~/components/ui/EditConflict";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Field } from "~/components/ui/Field";
import { Form } from "~/components/ui/Form";
import { useErrorText } from "~/components/ui/messages";
import { SubmitButton } from "~/components/ui/PostForm";
import { RestoredNotice } from "~/components/ui/RestoredNotice";
import { Stepper } from "~/components/ui/Stepper";
import { TextArea } from "~/components/ui/TextArea";
import type { manageLoader } from "~/features/job-openings/manage.server";
import { JobOpeningFields } from "~/features/matching/JobOpeningFields";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/utils/format";
import { newOpeningPath } from "./paths";
import { type FormStep, STEP_FIELDS } from "./steps";

type ActionData =
  | {
      reply?: SubmissionResult<string[]>;
      publishErrors?: Record<string, string[]>;
      conflict?: { mine: Record<string, string>; theirs: Record<string, string>; version: string };
    }
  | undefined;

const pathOf = (id: string | null, step: string) =>
  id ? `/b2b/job-openings/${id}/manage/${step}` : `/b2b/job-openings/manage/${step}`;

export function ManageStep() {
  const { t } = useTranslation(["jobOpenings", "matching"]);
  const { step, id, opening, restored } = useLoaderData<typeof manageLoader>();
  const index = JOB_OPENING_STEPS.indexOf(step);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold">{t(id ? "manage.titleEdit" : "manage.titleNew")}</h1>
        {opening?.title ? <p className="mt-1 text-lg">{opening.title}</p> : null}
      </div>
      <nav aria-label={t("manage.stepsLabel")}>
        <ol className="flex flex-wrap gap-x-6 gap-y-2">
          {JOB_OPENING_STEPS.map((s, i) => (
            <li key={s} className={s === step ? "font-bold" : undefined}>
              {s === step ? (
                <span aria-current="step">
                  {i + 1}. {t(`manage.step.${s}`)}
                </span>
              ) : id ? (
                <Link to={pathOf(id, s)}>
                  {i + 1}. {t(`manage.step.${s}`)}
                </Link>
              ) : (
                <span>
                  {i + 1}. {t(`manage.step.${s}`)}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <Stepper step={index + 1} steps={JOB_OPENING_STEPS.length} />
      <h2 className="text-2xl font-bold">{t(`manage.step.${step}`)}</h2>
      <RestoredNotice show={restored}>{t("manage.restored")}</RestoredNotice>
      {step === "finish" ? <Review /> : <StepOrConflict key={step} step={step} />}
    </div>
  );
}

/** The step's form, or the conflict page when someone else saved the opening since it was filled. */
function StepOrConflict({ step }: { step: FormStep }) {
  const conflict = useActionData<ActionData>()?.conflict;
  return conflict ? <StepConflict step={step} conflict={conflict} /> : <StepForm step={step} />;
}

function StepConflict({
  step,
  conflict,
}: {
  step: FormStep;
  conflict: NonNullable<NonNullable<ActionData>["conflict"]>;
}) {
  const { t, i18n } = useTranslation(["jobOpenings", "matching"]);
  const { id, options } = useLoaderData<typeof manageLoader>();
  const display = (name: string, value: string | undefined): string => {
    const v = value ?? "";
    if (v === "") return "";
    if (name === "campusId") return options.campuses.find((c) => c.id === v)?.name ?? "";
    if (name === "startDate") return /^\d{4}-\d{2}-\d{2}$/.test(v) ? formatDate(v, i18n.language) : v;
    if (name === "workModel") return (WORK_MODELS as readonly string[]).includes(v) ? t(`matching:workModel.${v}`) : v;
    if (name.startsWith("sw_")) return ["1", "2", "3"].includes(v) ? `${v} – ${t(`matching:softwareLevel.${v}`)}` : v;
    return v;
  };
  const rows = STEP_FIELDS[step].map((name) => ({
    name,
    label: fieldLabel(t, name),
    theirs: display(name, conflict.theirs[name]),
    mine: display(name, conflict.mine[name]),
  }));
  return <EditConflict action={pathOf(id, step)} rows={rows} mine={conflict.mine} version={conflict.version} />;
}

const fieldLabel = (t: (key: string) => string, name: string) =>
  name.startsWith("sw_")
    ? t(`matching:softwareArea.${name.slice(3)}`)
    : name === "individualToolsName"
      ? t("manage.individualToolsName")
      : t(`matching:field.${name}`);

function StepForm({ step }: { step: FormStep }) {
  const { t } = useTranslation(["jobOpenings", "matching"]);
  const { id, attempt, values, options, version, base } = useLoaderData<typeof manageLoader>();
  const actionData = useActionData<ActionData>();
  // a new opening's first step posts under its flow attempt (manage.server.ts)
  const action = attempt ? newOpeningPath(attempt) : pathOf(id, step);
  const [form, fields] = useForm({
    id: `job-opening-${step}`,
    lastResult: actionData?.reply,
    defaultValue: values,
    // validated on the server only: "Back" must post whatever was typed, valid or not
    shouldValidate: "onSubmit",
  });
  const f = (name: string) => {
    const field = (
      fields as unknown as Record<string, { id: string; name: string; errors?: string[]; initialValue?: unknown }>
    )[name];
    return {
      id: field.id,
      name: field.name,
      errors: field.errors,
      value: typeof field.initialValue === "string" ? field.initialValue : "",
    };
  };
  const label = (name: string) => fieldLabel(t, name);
  const summary = STEP_FIELDS[step].map((name) => {
    const field = f(name);
    return { fieldId: name === "workModel" ? `${field.id}-0` : field.id, label: label(name), errors: field.errors };
  });
  const text = (name: string, opts: { required?: boolean; type?: string; hint?: string; max?: number } = {}) => {
    const field = f(name);
    return (
      <Field
        id={field.id}
        name={field.name}
        label={label(name)}
        type={opts.type ?? "text"}
        defaultValue={field.value}
        errors={field.errors}
        required={opts.required}
        hint={opts.hint}
        maxLength={opts.max}
        inputMode={opts.type === "number" ? "numeric" : undefined}
      />
    );
  };
  const area = (name: string, max: number, required = false) => {
    const field = f(name);
    return (
      <TextArea
        id={field.id}
        name={field.name}
        label={label(name)}
        defaultValue={field.value}
        errors={field.errors}
        required={required}
        maxChars={max}
        counter
      />
    );
  };
  return (
    <Form method="post" action={action} {...getFormProps(form)} noValidate className="card space-y-6">
      <ErrorSummary formErrors={form.errors} items={summary} />
      {version ? <input type="hidden" name="_version" value={version} /> : null}
      {base ? <input type="hidden" name="_base" value={base} /> : null}
      {step === "study" ? (
        <>
          <Select
            {...selectProps(f("campusId"))}
            label={label("campusId")}
            placeholder={t("manage.choose")}
            options={options.campuses.map((c) => ({ value: c.id, label: c.name }))}
            required
          />
          <Select
            {...selectProps(f("course"))}
            label={label("course")}
            placeholder={t("manage.choose")}
            options={options.courses.map((c) => ({ value: c, label: c }))}
            required
          />
          {text("startDate", { type: "date", required: true, hint: t("manage.startDateHint") })}
          {text("requiredCount", { type: "number", required: true, hint: t("manage.requiredCountHint") })}
        </>
      ) : null}
      {step === "job" ? (
        <>
          {text("title", { required: true, max: L.title })}
          {area("tasks", L.tasks, true)}
          {area("offerDescription", L.offerDescription, true)}
          {text("offerUrl", { type: "url", hint: t("manage.offerUrlHint") })}
          {text("teamSize", { type: "number", hint: t("manage.teamSizeHint") })}
          <RadioGroup
            id={f("workModel").id}
            name="workModel"
            legend={label("workModel")}
            options={WORK_MODELS.map((m) => ({ value: m, label: t(`matching:workModel.${m}`) }))}
            defaultValue={f("workModel").value}
            errors={f("workModel").errors}
            required
            inline
          />
          {text("placeOfTraining", { required: true, max: L.placeOfTraining })}
          {text("practicePlace", { max: L.practicePlace })}
          {area("benefits", L.benefits)}
          {text("extraPayment", { max: L.extraPayment })}
        </>
      ) : null}
      {step === "requirements" ? (
        <>
          {area("skills", L.skills)}
          <fieldset className="space-y-4">
            <legend className="font-bold">{t("manage.softwareLegend")}</legend>
            <p className="text-sm text-gray-700">{t("manage.softwareHint")}</p>
            {SOFTWARE_SKILL_AREAS.map((a) => (
              <Select
                key={a}
                {...selectProps(f(`sw_${a}`))}
                label={label(`sw_${a}`)}
                placeholder={t("manage.levelNone")}
                options={[1, 2, 3].map((l) => ({
                  value: String(l),
                  label: `${l} – ${t(`matching:softwareLevel.${l}`)}`,
                }))}
              />
            ))}
            {text("individualToolsName", { max: L.individualToolsName })}
          </fieldset>
        </>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <SubmitButton intent="continue" primary label={t("manage.continue")} />
        {step !== "study" ? (
          <button type="submit" name="intent" value="back" formNoValidate className="btn-secondary">
            {t("manage.back")}
          </button>
        ) : (
          <Link to={id ? `/b2b/job-openings/${id}/overview` : "/b2b/job-openings"} className="btn-secondary">
            {t("manage.cancel")}
          </Link>
        )}
      </div>
    </Form>
  );
}

const selectProps = (field: { id: string; name: string; errors?: string[]; value: string }) => ({
  id: field.id,
  name: field.name,
  errors: field.errors,
  defaultValue: field.value,
});

function Review() {
  const { t } = useTranslation(["jobOpenings", "matching"]);
  const errorText = useErrorText();
  const { id, opening, problems } = useLoaderData<typeof manageLoader>();
  const actionData = useActionData<ActionData>();
  if (!opening || !id) return null;
  const all: Record<string, string[]> = { ...problems, ...(actionData?.publishErrors ?? {}) };
  const messages = Object.fromEntries(
    Object.entries(all).map(([field, errors]) => [
      field,
      errorText(errors, t(`matching:field.${field}`)) ?? t("manage.missing"),
    ]),
  );
  const isDraft = opening.status === "draft";
  const incomplete = Object.keys(messages).length > 0;
  return (
    <div className="space-y-6">
      {actionData?.publishErrors ? (
        <div role="alert" className="border-4 border-red-700 p-4 font-bold">
          {t("manage.reviewIncomplete")}
        </div>
      ) : (
        <p>{incomplete && isDraft ? t("manage.reviewIncomplete") : t("manage.reviewIntro")}</p>
      )}
      <JobOpeningFields
        opening={opening}
        problems={messages}
        action={(s, _field, label) => (
          <Link to={pathOf(id, s)}>
            {t("manage.change")}
            <span className="sr-only"> {label}</span>
          </Link>
        )}
      />
      <Form method="post" action={pathOf(id, "finish")} className="flex flex-wrap gap-3">
        {isDraft ? (
          <SubmitButton intent="publish" primary label={t("manage.publish")} />
        ) : (
          <SubmitButton intent="done" primary label={t("manage.done")} />
        )}
        <Link to={pathOf(id, "requirements")} className="btn-secondary">
          {t("manage.back")}
        </Link>
      </Form>
    </div>
  );
}
