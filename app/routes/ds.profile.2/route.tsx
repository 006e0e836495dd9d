import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { Checkbox } from "~/components/ui/Choice";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Form } from "~/components/ui/Form";
import { Section } from "~/components/ui/Section";
import { TextArea } from "~/components/ui/TextArea";
import { useConstraintForm } from "~/components/ui/use-constraint-form";
import { useApplicant } from "~/features/applicant/use-applicant";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import type { loader } from "./profile-partner.server";
import type { PartnerForm } from "./schema.server";

export const handle: RouteHandle = { title: "profile:tabs.2", i18n: ["profile"] };

// Loader and action live in one `.server` module of this route: the browser build turns that into a single
// empty module inside this route's chunk, instead of one shared chunk per server module they use.
export { action, loader } from "./profile-partner.server";

export default function ProfilePartner() {
  const { t } = useTranslation("profile");
  const { account } = useApplicant();
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const { rules } = useLoaderData<typeof loader>();
  const [form, fields] = useConstraintForm<z.input<typeof PartnerForm>>({
    id: "partner",
    lastResult,
    rules: rules.PartnerForm,
    defaultValue: {
      practicePartnerExists: account.practicePartnerExists === true,
      practicePartnerContact: account.practicePartnerContact ?? "",
    },
  });
  return (
    <Section titleId="partner-title" title={t("partner.title")} className="card space-y-4">
      <p>{t("partner.intro")}</p>
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
        <ErrorSummary
          formErrors={form.errors}
          items={[
            {
              fieldId: fields.practicePartnerContact.id,
              label: t("partner.contact"),
              errors: fields.practicePartnerContact.errors,
            },
          ]}
        />
        <Checkbox
          id={fields.practicePartnerExists.id}
          name={fields.practicePartnerExists.name}
          key={fields.practicePartnerExists.key}
          label={t("partner.exists")}
          defaultChecked={fields.practicePartnerExists.initialValue === "on"}
        />
        <TextArea
          id={fields.practicePartnerContact.id}
          name={fields.practicePartnerContact.name}
          key={fields.practicePartnerContact.key}
          label={t("partner.contact")}
          hint={t("partner.contactHint")}
          counter
          defaultValue={fields.practicePartnerContact.initialValue ?? ""}
          errors={fields.practicePartnerContact.errors}
        />
        <button type="submit" className="btn-primary">
          {t("save")}
        </button>
      </Form>
    </Section>
  );
}
