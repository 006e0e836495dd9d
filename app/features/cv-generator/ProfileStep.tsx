import { useActionData, useLoaderData } from "@remix-run/react";
import type { InputHTMLAttributes } from "react";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Field } from "~/components/ui/Field";
import { Form } from "~/components/ui/Form";
import { fieldControl } from "~/components/ui/field-control";
import { TextArea } from "~/components/ui/TextArea";
import { useTranslation } from "~/i18n/translation";
import type { profileAction, profileLoader } from "./profile.server";
import { PROFILE_FIELDS } from "./profile-fields";
import { useCvBase } from "./use-cv-base";

type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The one-line fields of the step, in their order, with what the browser may fill in. */
const INPUTS: ({ name: ProfileField } & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "type" | "required" | "autoComplete"
>)[] = [
  { name: "firstName", required: true, autoComplete: "given-name" },
  { name: "lastName", required: true, autoComplete: "family-name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "phone", type: "tel", autoComplete: "tel" },
  { name: "address", autoComplete: "street-address" },
  { name: "birthDate" },
];

/** Step 1: who the CV is about; in the applicant unit prefilled from the account, with a way back to it. */
export function ProfileStep() {
  const { t } = useTranslation("cvgenerator");
  const { base, applicant } = useCvBase();
  const { profile } = useLoaderData<typeof profileLoader>();
  const result = useActionData<typeof profileAction>();
  const values = result?.values ?? profile;
  const errors: Record<string, string[] | undefined> = result?.errors ?? {};
  const label = (name: ProfileField) => t(`profil.${name}`);
  const control = (name: ProfileField) =>
    fieldControl({ id: `cv-${name}`, name, initialValue: values[name], errors: errors[name] });
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t("profil.title")}</h1>
      {applicant ? <p>{t("applicant.prefilled")}</p> : null}
      <ErrorSummary items={PROFILE_FIELDS.map((n) => ({ fieldId: `cv-${n}`, label: label(n), errors: errors[n] }))} />
      <Form method="post" action={`${base}/input/profil`} className="space-y-4" noValidate>
        {INPUTS.map(({ name, ...input }) => (
          <Field
            key={name}
            {...control(name)}
            label={label(name)}
            hint={name === "birthDate" ? t("profil.birthDateHint") : undefined}
            {...input}
          />
        ))}
        <TextArea {...control("about")} label={label("about")} maxChars={1000} />
        <button type="submit" className="btn-primary">
          {t("form.saveNext")}
        </button>
      </Form>
      {applicant ? (
        <Form method="post" action={`${base}/reset`} reloadDocument>
          <button type="submit" className="btn-secondary">
            {t("applicant.reset")}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
