import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { CompanyPortrait } from "#contracts/companies";
import { COMPANY_LIMITS } from "#contracts/company-fields";
import { patchPortrait } from "~/api/companies.server";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Field } from "~/components/ui/Field";
import { Form } from "~/components/ui/Form";
import { TextArea } from "~/components/ui/TextArea";
import { requireCompany } from "~/features/company/company.server";
import { apiFormErrors, type FormErrors, issuesAsErrors, loadCompany } from "~/features/company/company-data.server";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { whenRefused } from "~/utils/api-refusal.server";
import { typedValues } from "~/utils/edit-conflict.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { PortraitPatch } from "./portrait.server";

export const handle: RouteHandle = { title: "company:portrait.title", i18n: ["company"] };
type PortraitActionData = FormErrors & { values: Record<string, string> };
const FIELDS = ["about", "offer", "contactName", "contactEmail", "contactPhone"] as const;
const LONG = new Set<string>(["about", "offer"]);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { company, can } = await loadCompany({ request, context });
  return {
    portrait: company.portrait,
    canEdit: can("edit_company_portrait"),
  };
}

/** PATCH /companies/{id}/portrait with what was typed; refusals keep it. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "company");
  const args = { request, context };
  const { companyId } = await requireCompany(args);
  const values = typedValues(await readFormData(request));
  const parsed = PortraitPatch.safeParse(Object.fromEntries(FIELDS.map((f) => [f, values[f] ?? ""])));
  if (!parsed.success) {
    return data<PortraitActionData>(
      { values, fieldErrors: issuesAsErrors(parsed.error.issues), formErrors: [] },
      { status: 400 },
    );
  }
  const refused = await whenRefused(
    patchPortrait(args, companyId, parsed.data).then(() => null),
    (error) => data<PortraitActionData>({ values, ...apiFormErrors(error) }, { status: 400 }),
  );
  if (refused) return refused;
  throw await redirectWithFlash(request, context, "/b2b/company/portrait", {
    kind: "success",
    key: "company:portrait.saved",
  });
}

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
      {actionData?.formErrors.length && !canEdit ? (
        <div role="alert" className="border-s-4 border-red-700 bg-red-50 p-4">
          {t("noPermission")}
        </div>
      ) : null}
      {canEdit ? <PortraitForm portrait={portrait} actionData={actionData} /> : <ReadOnly portrait={portrait} />}
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

function PortraitForm({ portrait, actionData }: { portrait: CompanyPortrait; actionData?: PortraitActionData }) {
  const { t } = useTranslation("company");
  const busy = useNavigation().state !== "idle";
  const errors = actionData?.fieldErrors ?? {};
  const value = (f: (typeof FIELDS)[number]) => actionData?.values[f] ?? portrait[f] ?? "";
  return (
    <Form method="post" noValidate className="space-y-4" key={JSON.stringify([actionData ?? null, portrait])}>
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
