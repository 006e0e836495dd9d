import { useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Field } from "~/components/ui/Field";
import { Form } from "~/components/ui/Form";
import { TextArea } from "~/components/ui/TextArea";
import { useTranslation } from "~/i18n/translation";
import type { profileAction, profileLoader } from "./profile.server";
import { PROFILE_FIELDS } from "./profile-fields";
import { useCvBase } from "./use-cv-base";

/** Step 1: who the CV is about; in the applicant unit prefilled from the account, with a way back to it. */
export function ProfileStep() {
  const { t } = useTranslation("cvgenerator");
  const { base, applicant } = useCvBase();
  const { profile } = useLoaderData<typeof profileLoader>();
  const result = useActionData<typeof profileAction>();
  const values = result?.values ?? profile;
  const errors: Record<string, string[] | undefined> = result?.errors ?? {};
  const label = (name: (typeof PROFILE_FIELDS)[number]) => t(`profil.${name}`);
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t("profil.title")}</h1>
      {applicant ? <p>{t("applicant.prefilled")}</p> : null}
      <ErrorSummary items={PROFILE_FIELDS.map((n) => ({ fieldId: `cv-${n}`, label: label(n), errors: errors[n] }))} />
      <Form method="post" action={`${base}/input/profil`} className="space-y-4" noValidate>
        <Field
          id="cv-firstName"
          name="firstName"
          label={label("firstName")}
          required
          defaultValue={values.firstName}
          errors={errors.firstName}
          autoComplete="given-name"
        />
        <Field
          id="cv-lastName"
          name="lastName"
          label={label("lastName")}
          required
          defaultValue={values.lastName}
          errors={errors.lastName}
          autoComplete="family-name"
        />
        <Field
          id="cv-email"
          name="email"
          type="email"
          label={label("email")}
          defaultValue={values.email}
          errors={errors.email}
          autoComplete="email"
        />
        <Field
          id="cv-phone"
          name="phone"
          type="tel"
          label={label("phone")}
          defaultValue={values.phone}
          errors={errors.phone}
          autoComplete="tel"
        />
        <Field
          id="cv-address"
          name="address"
          label={label("address")}
          defaultValue={values.address}
          errors={errors.address}
          autoComplete="street-address"
        />
        <Field
          id="cv-birthDate"
          name="birthDate"
          label={label("birthDate")}
          hint={t("profil.birthDateHint")}
          defaultValue={values.birthDate}
          errors={errors.birthDate}
        />
        <TextArea
          id="cv-about"
          name="about"
          label={label("about")}
          maxChars={1000}
          defaultValue={values.about}
          errors={errors.about}
        />
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
