import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { CompanyPortrait } from "#contracts/companies";
import { COMPANY_LIMITS } from "#contracts/company-fields";
import { EditConflict } from "~/components/ui/EditConflict";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Field } from "~/components/ui/Field";
import { Form } from "~/components/ui/Form";
import { TextArea } from "~/components/ui/TextArea";
import { loadCompany } from "~/features/company/company-data.server";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { type PortraitActionData, portraitAction } from "./portrait.server";
import { PORTRAIT_FIELDS as FIELDS } from "./values";

export const handle: RouteHandle = { title: "company:portrait.title", i18n: ["company"] };
const LONG = new Set<string>(["about", "offer"]);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { company, can, etag } = await loadCompany({ request, context });
  return {
    portrait: company.portrait,
    version: etag,
    canEdit: can("edit_company_portrait"),
  };
}

export const action = (args: ActionFunctionArgs) => portraitAction(args);

export default function Portrait() {
  const { t } = useTranslation("company");
  const { portrait, canEdit } = useLoaderData<typeof loader>();
  const actionData = useActionData<PortraitActionData>();
  return (
    <section aria-labelledby="portrait-title" className="card space-y-4">
      <h2 id="portrait-title" className="text-xl font-bold">
        {t("portrait.title")}
      </h2>
      <p>{t("portrait.intro")}</p>
      {actionData?.formErrors?.length && !canEdit ? (
        <div role="alert" className="border-s-4 border-red-700 bg-red-50 p-4">
          {t("noPermission")}
        </div>
      ) : null}
      {actionData?.conflict ? (
        <PortraitConflict conflict={actionData.conflict} />
      ) : canEdit ? (
        <PortraitForm portrait={portrait} actionData={actionData} />
      ) : (
        <ReadOnly portrait={portrait} />
      )}
    </section>
  );
}

function ReadOnly({ portrait }: { portrait: CompanyPortrait }) {
  const { t } = useTranslation("company");
  return (
    <div className="space-y-4">
      <p role="note" data-testid="portrait-no-permission" className="border-s-4 border-blue-800 bg-blue-50 p-4">
        {t("portrait.noPermission")}
      </p>
      <dl className="space-y-2">
        {FIELDS.map((f) => (
          <div key={f}>
            <dt className="font-bold">{t(`portrait.fields.${f}`)}</dt>
            <dd className="whitespace-pre-line">{portrait[f] || t("empty")}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Someone else saved the company since this form was filled: both portraits side by side. */
function PortraitConflict({ conflict }: { conflict: NonNullable<PortraitActionData["conflict"]> }) {
  const { t } = useTranslation("company");
  const rows = FIELDS.map((f) => ({
    name: `portrait-${f}`,
    label: t(`portrait.fields.${f}`),
    theirs: conflict.theirs[f] ?? "",
    mine: conflict.mine[f] ?? "",
  }));
  return <EditConflict action="/b2b/company/portrait" rows={rows} mine={conflict.mine} version={conflict.version} />;
}

function PortraitForm({ portrait, actionData }: { portrait: CompanyPortrait; actionData?: PortraitActionData }) {
  const { t } = useTranslation("company");
  const { version } = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";
  const errors = actionData?.fieldErrors ?? {};
  const value = (f: (typeof FIELDS)[number]) => actionData?.values?.[f] ?? portrait[f] ?? "";
  // after a refused save the form keeps the version it was filled from, not the latest one
  const typedOn = actionData?.values?._version ?? version;
  return (
    <Form method="post" noValidate className="space-y-4" key={JSON.stringify([actionData ?? null, portrait])}>
      {typedOn ? <input type="hidden" name="_version" value={typedOn} /> : null}
      <ErrorSummary
        formErrors={actionData?.formErrors}
        items={FIELDS.map((f) => ({ fieldId: `portrait-${f}`, label: t(`portrait.fields.${f}`), errors: errors[f] }))}
      />
      {FIELDS.map((f) =>
        LONG.has(f) ? (
          <TextArea
            key={f}
            id={`portrait-${f}`}
            name={f}
            label={t(`portrait.fields.${f}`)}
            maxChars={COMPANY_LIMITS.long}
            counter
            rows={6}
            defaultValue={value(f)}
            errors={errors[f]}
          />
        ) : (
          <Field
            key={f}
            id={`portrait-${f}`}
            name={f}
            type={f === "contactEmail" ? "email" : f === "contactPhone" ? "tel" : "text"}
            autoComplete={f === "contactEmail" ? "email" : f === "contactPhone" ? "tel" : "name"}
            label={t(`portrait.fields.${f}`)}
            defaultValue={value(f)}
            errors={errors[f]}
          />
        ),
      )}
      <button type="submit" className="btn-primary" disabled={busy}>
        {t("save")}
      </button>
    </Form>
  );
}
