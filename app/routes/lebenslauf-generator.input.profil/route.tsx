import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Field } from "~/components/ui/Field";
import { Form } from "~/components/ui/Form";
import { TextArea } from "~/components/ui/TextArea";
import { fieldErrors, fields, loadCv, readCvForm, saveCv, saveCvAndGo } from "~/features/cv-generator/draft.server";
import { CvProfile, CvProfileComplete } from "~/features/cv-generator/schemas.server";
import { useCvBase } from "~/features/cv-generator/use-cv-base";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = { allowUnauthorized: true, i18n: "cvgenerator", title: "cvgenerator:profil.title" };

const NAMES = ["firstName", "lastName", "email", "phone", "address", "birthDate", "about"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { profile: (await loadCv({ request, context })).profile };
}

/**
 * Saves what was typed even when it is incomplete (nothing is lost), then checks the required fields:
 * with errors the page shows them beside the kept values, otherwise the next step opens.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const typed = fields(await readCvForm({ request, context }), NAMES);
  const lenient = CvProfile.safeParse(typed);
  const complete = CvProfileComplete.safeParse(typed);
  if (!lenient.success || !complete.success) {
    const errors = fieldErrors((complete.success ? lenient.error?.issues : complete.error.issues) ?? []);
    const cv = await loadCv({ request, context });
    const headers = lenient.success ? await saveCv({ request, context }, { ...cv, profile: lenient.data }) : undefined;
    return data({ errors, values: typed }, { status: 400, headers });
  }
  const cv = await loadCv({ request, context });
  return saveCvAndGo({ request, context }, { ...cv, profile: complete.data }, "input/education");
}

export default function CvProfil() {
  const { t } = useTranslation("cvgenerator");
  const { base, applicant } = useCvBase();
  const { profile } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const values = result?.values ?? profile;
  const errors: Record<string, string[] | undefined> = result?.errors ?? {};
  const label = (name: (typeof NAMES)[number]) => t(`profil.${name}`);
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t("profil.title")}</h1>
      {applicant ? <p>{t("applicant.prefilled")}</p> : null}
      <ErrorSummary items={NAMES.map((n) => ({ fieldId: `cv-${n}`, label: label(n), errors: errors[n] }))} />
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
