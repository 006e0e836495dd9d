import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { Company } from "#contracts/companies";
import { COMPANY_LIMITS, SOCIAL_MEDIA_NETWORKS } from "#contracts/company-fields";
import { EditConflict } from "~/components/ui/EditConflict";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Field } from "~/components/ui/Field";
import { Form } from "~/components/ui/Form";
import { Section } from "~/components/ui/Section";
import { TextArea } from "~/components/ui/TextArea";
import { loadCompany } from "~/features/company/company-data.server";
import { PictureSection } from "~/features/company/PictureSection";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { formatDate } from "~/utils/format";
import { type DataActionData, dataAction } from "./data.server";
import { formValues } from "./values";

export const handle: RouteHandle = { title: "company:data.title", i18n: ["company"] };
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { company, can, etag } = await loadCompany({ request, context });
  return {
    company,
    version: etag,
    canEdit: can("edit_company_master_data"),
  };
}

export const action = (args: ActionFunctionArgs) => dataAction(args);

const TEXT_FIELDS = [
  { name: "name", required: true, autoComplete: "organization" },
  { name: "companyName" },
  { name: "commercialRegister" },
  { name: "districtCourt" },
  { name: "managingDirectors" },
] as const;

export default function CompanyData() {
  const { t } = useTranslation("company");
  const { company, canEdit } = useLoaderData<typeof loader>();
  const actionData = useActionData<DataActionData>();
  return (
    <div className="space-y-6">
      <PictureSection
        src={company.profilePicture ? `/b2b/company/picture?v=${company.profilePicture.split("v=")[1] ?? ""}` : null}
        alt={t("picture.companyAlt", { name: company.name })}
        action="/b2b/company/picture"
        canEdit={canEdit}
      />
      <Section titleId="data-title" title={t("data.title")} className="card space-y-4">
        {actionData?.formErrors?.length && !canEdit ? (
          <div role="alert" className="border-s-4 border-red-700 bg-red-50 p-4">
            {t("noPermission")}
          </div>
        ) : null}
        {actionData?.conflict ? (
          <DataConflict conflict={actionData.conflict} />
        ) : canEdit ? (
          <DataForm company={company} actionData={actionData} />
        ) : (
          <ReadOnly company={company} />
        )}
      </Section>
    </div>
  );
}

function ReadOnly({ company }: { company: Company }) {
  const { t, i18n } = useTranslation("company");
  const v = formValues(company);
  const social = SOCIAL_MEDIA_NETWORKS.filter((n) => company.socialMedia[n]);
  return (
    <div className="space-y-4">
      <p role="note" data-testid="data-no-permission" className="border-s-4 border-blue-800 bg-blue-50 p-4">
        {t("data.noPermission")}
      </p>
      <dl className="grid gap-x-6 gap-y-2 [overflow-wrap:anywhere] sm:grid-cols-[max-content_1fr]">
        {[...TEXT_FIELDS.map((f) => f.name), "employees", "foundedDate", "website"].map((key) => (
          <div key={key} className="contents">
            <dt className="font-bold">{t(`data.fields.${key}`)}</dt>
            <dd>{displayValue(key, v[key], i18n.language) || t("empty")}</dd>
          </div>
        ))}
        <dt className="font-bold">{t("data.fields.locations")}</dt>
        <dd>{company.locations.join(", ") || t("empty")}</dd>
        <dt className="font-bold">{t("data.fields.socialMedia")}</dt>
        <dd>
          {social.length ? social.map((n) => `${socialName(n)}: ${company.socialMedia[n]}`).join(", ") : t("empty")}
        </dd>
      </dl>
    </div>
  );
}

/** A field's value as a person reads it: the founding date as a date, not its ISO form. */
const displayValue = (name: string, value: string | undefined, lng: string) => {
  const v = (value ?? "").trim();
  return name === "foundedDate" && /^\d{4}-\d{2}-\d{2}$/.test(v) ? formatDate(v, lng) : v;
};

const ALL_FIELDS = [
  ...TEXT_FIELDS.map((f) => f.name),
  "employees",
  "foundedDate",
  "locations",
  "website",
  ...SOCIAL_MEDIA_NETWORKS.map((n) => `socialMedia.${n}`),
];

function useLabel() {
  const { t } = useTranslation("company");
  return (name: string) =>
    name.startsWith("socialMedia.") ? `${t("data.fields.socialMedia")}: ${socialName(name)}` : t(`data.fields.${name}`);
}

/** Someone else saved the company's data since this form was filled: both versions side by side. */
function DataConflict({ conflict }: { conflict: NonNullable<DataActionData["conflict"]> }) {
  const { i18n } = useTranslation("company");
  const label = useLabel();
  const rows = ALL_FIELDS.map((name) => ({
    name: fieldId(name),
    label: label(name),
    theirs: displayValue(name, conflict.theirs[name], i18n.language),
    mine: displayValue(name, conflict.mine[name], i18n.language),
  }));
  return <EditConflict action="/b2b/company/data" rows={rows} mine={conflict.mine} version={conflict.version} />;
}

function DataForm({ company, actionData }: { company: Company; actionData: DataActionData | undefined }) {
  const { t } = useTranslation("company");
  const { version } = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";
  const values = actionData?.values ?? formValues(company);
  const errors = actionData?.fieldErrors ?? {};
  const label = useLabel();
  const all = ALL_FIELDS;
  // after a failed validation the form keeps the version it was filled from, not the latest one
  const typedOn = values._version ?? version;
  return (
    <Form method="post" noValidate className="space-y-4" key={JSON.stringify([actionData ?? null, company])}>
      {typedOn ? <input type="hidden" name="_version" value={typedOn} /> : null}
      <ErrorSummary
        formErrors={actionData?.formErrors}
        items={all.map((name) => ({ fieldId: fieldId(name), label: label(name), errors: errors[name] }))}
      />
      {TEXT_FIELDS.map((f) => (
        <Field
          key={f.name}
          id={fieldId(f.name)}
          name={f.name}
          label={label(f.name)}
          required={"required" in f ? f.required : undefined}
          autoComplete={"autoComplete" in f ? f.autoComplete : "off"}
          defaultValue={values[f.name]}
          errors={errors[f.name]}
        />
      ))}
      <Field
        id={fieldId("employees")}
        name="employees"
        type="number"
        inputMode="numeric"
        min={0}
        max={COMPANY_LIMITS.employees}
        label={label("employees")}
        defaultValue={values.employees}
        errors={errors.employees}
        className="max-w-xs"
      />
      <Field
        id={fieldId("foundedDate")}
        name="foundedDate"
        type="date"
        label={label("foundedDate")}
        defaultValue={values.foundedDate}
        errors={errors.foundedDate}
        className="max-w-xs"
      />
      <TextArea
        id={fieldId("locations")}
        name="locations"
        label={label("locations")}
        hint={t("data.locationsHint")}
        maxChars={2000}
        rows={4}
        defaultValue={values.locations}
        errors={errors.locations}
      />
      <Field
        id={fieldId("website")}
        name="website"
        type="url"
        autoComplete="url"
        label={label("website")}
        defaultValue={values.website}
        errors={errors.website}
      />
      <fieldset className="space-y-3">
        <legend className="text-lg font-bold">{t("data.fields.socialMedia")}</legend>
        <p className="text-sm text-gray-700">{t("data.socialMediaHint")}</p>
        {SOCIAL_MEDIA_NETWORKS.map((n) => (
          <Field
            key={n}
            id={fieldId(`socialMedia.${n}`)}
            name={`socialMedia.${n}`}
            type="url"
            label={socialName(n)}
            defaultValue={values[`socialMedia.${n}`]}
            errors={errors[`socialMedia.${n}`]}
          />
        ))}
      </fieldset>
      <button type="submit" name="intent" value="save" className="btn-primary" disabled={busy}>
        {t("save")}
      </button>
    </Form>
  );
}

const fieldId = (name: string) => `company-${name.replace(".", "-")}`;
const SOCIAL_NAMES: Record<string, string> = {
  linkedin: "LinkedIn",
  xing: "XING",
  instagram: "Instagram",
  facebook: "Facebook",
  youtube: "YouTube",
  tiktok: "TikTok",
  x: "X",
};
const socialName = (name: string) => SOCIAL_NAMES[name.replace("socialMedia.", "")] ?? name;
