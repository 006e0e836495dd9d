import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useNavigation } from "@remix-run/react";
import { SALUTATIONS } from "#contracts/enums";
import { patchCompanyUser } from "~/api/company-user.server";
import { Select } from "~/components/ui/Choice";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Field } from "~/components/ui/Field";
import { Form } from "~/components/ui/Form";
import { Section } from "~/components/ui/Section";
import { apiFormErrors, type FormErrors, issuesAsErrors } from "~/features/company/company-data.server";
import { PictureSection } from "~/features/company/PictureSection";
import { useCompanyUser } from "~/features/company/use-company-user";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { whenRefused } from "~/utils/api-refusal.server";
import { typedValues } from "~/utils/edit-conflict.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { SettingsForm } from "./settings.server";

export const handle: RouteHandle = { title: "company:profile.tabs.settings", i18n: ["company"] };
type SettingsActionData = FormErrors & { values: Record<string, string> };
const FIELDS = ["firstName", "lastName", "phone"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "company");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "company");
  const values = typedValues(await readFormData(request));
  const parsed = SettingsForm.safeParse({
    salutation: values.salutation ?? "",
    firstName: values.firstName ?? "",
    lastName: values.lastName ?? "",
    phone: values.phone ?? "",
  });
  if (!parsed.success) {
    return data<SettingsActionData>(
      { values, fieldErrors: issuesAsErrors(parsed.error.issues), formErrors: [] },
      { status: 400 },
    );
  }
  const refused = await whenRefused(
    patchCompanyUser({ request, context }, parsed.data).then(() => null),
    (error) => data<SettingsActionData>({ values, ...apiFormErrors(error) }, { status: 400 }),
  );
  if (refused) return refused;
  throw await redirectWithFlash(request, context, "/b2b/profile/settings", {
    kind: "success",
    key: "company:profile.settings.saved",
  });
}

export default function ProfileSettings() {
  const { t } = useTranslation("company");
  const me = useCompanyUser();
  const actionData = useActionData<SettingsActionData>();
  const busy = useNavigation().state !== "idle";
  const errors: FormErrors["fieldErrors"] = actionData?.fieldErrors ?? {};
  const value = (f: "salutation" | (typeof FIELDS)[number]) => actionData?.values[f] ?? me[f] ?? "";
  return (
    <div className="space-y-6">
      <PictureSection
        src={me.profilePicture ? `/b2b/profile/picture?v=${me.profilePicture.slice(0, 8)}` : null}
        alt={t("picture.userAlt")}
        action="/b2b/profile/picture"
        canEdit
      />
      <Section titleId="settings-title" title={t("profile.settings.title")} className="card space-y-4">
        <dl>
          <dt className="font-bold">{t("profile.settings.email")}</dt>
          <dd data-testid="profile-email">{me.email}</dd>
        </dl>
        <p className="text-sm text-gray-700">{t("profile.settings.emailHint")}</p>
        <Form method="post" noValidate className="space-y-4" key={JSON.stringify([actionData ?? null, me])}>
          <ErrorSummary
            formErrors={actionData?.formErrors}
            items={["salutation", ...FIELDS].map((f) => ({
              fieldId: `profile-${f}`,
              label: t(`profile.settings.${f}`),
              errors: errors[f],
            }))}
          />
          <Select
            id="profile-salutation"
            name="salutation"
            label={t("profile.settings.salutation")}
            placeholder={t("profile.settings.salutationNone")}
            options={SALUTATIONS.map((s) => ({ value: s, label: t(`profile.settings.salutations.${s}`) }))}
            defaultValue={value("salutation")}
            errors={errors.salutation}
          />
          {FIELDS.map((f) => (
            <Field
              key={f}
              id={`profile-${f}`}
              name={f}
              label={t(`profile.settings.${f}`)}
              required={f !== "phone"}
              type={f === "phone" ? "tel" : "text"}
              autoComplete={f === "phone" ? "tel" : f === "firstName" ? "given-name" : "family-name"}
              defaultValue={value(f)}
              errors={errors[f]}
            />
          ))}
          <button type="submit" className="btn-primary" disabled={busy}>
            {t("save")}
          </button>
        </Form>
      </Section>
    </div>
  );
}
