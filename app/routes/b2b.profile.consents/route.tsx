import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useNavigation } from "@remix-run/react";
import { CONSENT_TYPES, CONSENT_VALUES } from "#contracts/enums";
import { V } from "#contracts/validation";
import { putConsents } from "~/api/company-user.server";
import { RadioGroup } from "~/components/ui/Choice";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Form } from "~/components/ui/Form";
import { Section } from "~/components/ui/Section";
import { apiFormErrors, type FormErrors } from "~/features/company/company-data.server";
import { useCompanyUser } from "~/features/company/use-company-user";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { whenRefused } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";

export const handle: RouteHandle = { title: "company:profile.tabs.consents", i18n: ["company"] };
const isValue = (v: unknown): v is (typeof CONSENT_VALUES)[number] =>
  typeof v === "string" && (CONSENT_VALUES as readonly string[]).includes(v);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "company");
  return null;
}

/** PUT /consents with one status per consent type (docs/product.md#entities: not_answered until chosen). */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "company");
  const form = await readFormData(request);
  const fieldErrors: Record<string, string[]> = {};
  const consents = CONSENT_TYPES.map((type) => {
    const status = form.get(type);
    if (!isValue(status)) fieldErrors[type] = [V.mustBeSelected];
    return { type, status: isValue(status) ? status : "not_answered" };
  });
  if (Object.keys(fieldErrors).length > 0) {
    return data<FormErrors>({ fieldErrors, formErrors: [] }, { status: 400 });
  }
  const refused = await whenRefused(
    putConsents({ request, context }, { consents }).then(() => null),
    (error) => data<FormErrors>(apiFormErrors(error), { status: 400 }),
  );
  if (refused) return refused;
  throw await redirectWithFlash(request, context, "/b2b/profile/consents", {
    kind: "success",
    key: "company:profile.consents.saved",
  });
}

export default function ProfileConsents() {
  const { t } = useTranslation("company");
  const me = useCompanyUser();
  const actionData = useActionData<FormErrors>();
  const busy = useNavigation().state !== "idle";
  const errors: FormErrors["fieldErrors"] = actionData?.fieldErrors ?? {};
  return (
    <Section titleId="consents-title" title={t("profile.consents.title")} className="card space-y-4">
      <p>{t("profile.consents.intro")}</p>
      <Form method="post" className="space-y-4" key={JSON.stringify(me.consents)}>
        <ErrorSummary
          formErrors={actionData?.formErrors}
          items={CONSENT_TYPES.map((type) => ({
            fieldId: `consent-${type}-0`,
            label: t(`profile.consents.types.${type}`),
            errors: errors[type],
          }))}
        />
        {CONSENT_TYPES.map((type) => (
          <RadioGroup
            key={type}
            id={`consent-${type}`}
            name={type}
            legend={t(`profile.consents.types.${type}`)}
            options={CONSENT_VALUES.map((v) => ({ value: v, label: t(`profile.consents.values.${v}`) }))}
            defaultValue={me.consents.find((c) => c.type === type)?.status ?? "not_answered"}
            errors={errors[type]}
          />
        ))}
        <button type="submit" className="btn-primary" disabled={busy}>
          {t("save")}
        </button>
      </Form>
    </Section>
  );
}
