import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import type { DataStepField } from "#contracts/application";
import { Select } from "~/components/ui/Choice";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Field } from "~/components/ui/Field";
import { Form } from "~/components/ui/Form";
import { fieldControl } from "~/components/ui/field-control";
import { RestoredNotice } from "~/components/ui/RestoredNotice";
import { Section } from "~/components/ui/Section";
import { useApplicant } from "~/features/applicant/use-applicant";
import { type StepHandle, StepPage } from "~/features/application/StepPage";
import { DocumentUploadForm } from "~/features/documents/deferred";
import { useOptionList, withOptionLists } from "~/forms/option-lists";
import { useTranslation } from "~/i18n/translation";
import { type DataActionData, dataAction, dataLoader, type UploadedDocument } from "./data.server";
import { INTENTS } from "./fields";
import type { DataForm } from "./schema.server";

export const handle: StepHandle = {
  step: 1,
  subStep: 1,
  subSteps: 1,
  title: "application:data.title",
  i18n: ["application", "documents"],
};

export const loader = (args: LoaderFunctionArgs) => dataLoader(args);
export const action = (args: ActionFunctionArgs) => dataAction(args);
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  withOptionLists(["countries"], () => serverLoader<typeof loader>());

const HERE = "/ds/application/data/1";

export default function StepData() {
  const { t } = useTranslation("application");
  return (
    <StepPage title={t("data.title")} intro={<p>{t("data.intro")}</p>}>
      <DataFormSection />
      <DocumentsSection />
      <FinishSection />
    </StepPage>
  );
}

function DataFormSection() {
  const { t } = useTranslation("application");
  const { account } = useApplicant();
  const {
    draft,
    shippingCountries,
    optionListLanguage,
    countryDefaults,
    fields: dataFields,
  } = useLoaderData<typeof loader>();
  const countries = useOptionList("countries", optionListLanguage);
  const actionData = useActionData<DataActionData>();
  const lastResult = actionData?.intent === INTENTS.save ? actionData.result : undefined;
  const saved = Object.fromEntries(dataFields.map((f) => [f, account[f] ?? ""]));
  const [form, fields] = useForm<z.input<typeof DataForm>>({
    id: "data",
    lastResult,
    // No client-side validation here: an invalid submission must reach the server, which keeps it as a draft
    // (and no `shouldValidate`: without `onValidate` Conform would post the form on blur to validate it).
    defaultValue: { ...saved, ...draft, ...countryDefaults },
  });
  const text = (name: DataStepField, extra: Record<string, unknown> = {}) => {
    const field = fields[name];
    return (
      <Field
        key={field.key}
        {...fieldControl(field)}
        label={t(`data.fields.${name}`)}
        required={name !== "birthName"}
        {...extra}
      />
    );
  };
  const select = (name: "countryOfBirth" | "nationality" | "shippingCountry", list = countries, hint?: string) => {
    const field = fields[name];
    return (
      <Select
        key={field.key}
        {...fieldControl(field)}
        label={t(`data.fields.${name}`)}
        hint={hint}
        placeholder={t("choose")}
        options={list.options}
        {...list.marker}
        required
      />
    );
  };
  return (
    <Form method="post" action={HERE} {...getFormProps(form)} noValidate className="space-y-6">
      <ErrorSummary
        formErrors={form.errors}
        items={dataFields.map((name) => ({
          fieldId: fields[name].id,
          label: t(`data.fields.${name}`),
          errors: fields[name].errors,
        }))}
      />
      <RestoredNotice show={!lastResult && Object.keys(draft).length > 0}>{t("restored")}</RestoredNotice>
      <input type="hidden" name="intent" value={INTENTS.save} />
      <fieldset className="card space-y-4">
        <legend className="text-xl font-bold">{t("data.personal")}</legend>
        {text("firstName", { autoComplete: "given-name" })}
        {text("lastName", { autoComplete: "family-name" })}
        {text("birthName", { hint: t("data.birthNameHint") })}
        {text("birthday", { type: "date", autoComplete: "bday" })}
        {text("placeOfBirth")}
        {select("countryOfBirth")}
        {select("nationality")}
      </fieldset>
      <fieldset className="card space-y-4">
        <legend className="text-xl font-bold">{t("data.contact")}</legend>
        {text("phone", { type: "tel", autoComplete: "tel", hint: t("data.phoneHint") })}
        {text("shippingStreet", { autoComplete: "address-line1" })}
        {text("shippingPostalCode", { autoComplete: "postal-code" })}
        {text("shippingCity", { autoComplete: "address-level2" })}
        {select("shippingCountry", { options: shippingCountries, marker: {} }, t("data.shippingCountryHint"))}
      </fieldset>
      <button type="submit" className="btn-primary">
        {t("data.save")}
      </button>
    </Form>
  );
}

function DocumentList({ documents }: { documents: UploadedDocument[] }) {
  const { t } = useTranslation("application");
  if (documents.length === 0) return <p className="text-gray-700">{t("documents.none")}</p>;
  return (
    <ul className="list-disc ps-6">
      {documents.map((d) => (
        <li key={d.uuid}>
          <a href={`/documents/${d.uuid}/preview`}>{d.name}</a>
        </li>
      ))}
    </ul>
  );
}

function DocumentsSection() {
  const { t } = useTranslation("application");
  const { documents, categories } = useLoaderData<typeof loader>();
  const returnTo = HERE;
  return (
    <>
      <Section id="documents" title={t("documents.required")} className="card space-y-4" tabIndex={-1}>
        <ul className="list-disc space-y-1 ps-6 text-gray-800">
          <li>{t("documents.guidancePdf")}</li>
          <li>{t("documents.guidanceTranslation")}</li>
        </ul>
        {categories.map((category) => (
          <div key={category} id={`doc-${slug(category)}`} tabIndex={-1} className="space-y-2 border-t pt-4">
            <h3 className="text-lg font-bold">{t(`documents.categories.${category}`)}</h3>
            <DocumentList documents={documents.filter((d) => d.category === category)} />
            <DocumentUploadForm
              category={category}
              label={t(`documents.upload.${category}`)}
              hint={t(`documents.hints.${category}`)}
              returnTo={returnTo}
              photo={category === "Picture"}
            />
          </div>
        ))}
      </Section>
      <Section titleId="other-documents-title" title={t("documents.additional")} className="card space-y-4">
        <DocumentList documents={documents.filter((d) => d.category === "Other")} />
        <DocumentUploadForm
          category="Other"
          label={t("documents.upload.Other")}
          hint={t("documents.hints.Other")}
          returnTo={returnTo}
        />
      </Section>
    </>
  );
}

const slug = (category: string) => category.toLowerCase().replace(/[^a-z]+/g, "-");

function FinishSection() {
  const { t } = useTranslation("application");
  const actionData = useActionData<DataActionData>();
  const missing = actionData?.intent === INTENTS.finish ? actionData.missing : [];
  return (
    <Form method="post" action={HERE} className="space-y-4">
      <ErrorSummary
        items={missing.map(({ item, field, error }) => ({
          // the ids the missing items link to: the form's field, or the document category's section
          fieldId: field ? `data-${item}` : `doc-${slug(item)}`,
          label: field ? t(`data.fields.${item}`) : t(`documents.categories.${item}`),
          errors: [error],
        }))}
      />
      <input type="hidden" name="intent" value={INTENTS.finish} />
      <button type="submit" className="btn-primary">
        {t("data.finish")}
      </button>
    </Form>
  );
}
