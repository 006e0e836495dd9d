import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { CV_DESIGNS, type CvDesign } from "#contracts/cv-options";
import { ApiError } from "~/api/client.server";
import { sendCvByMail } from "~/api/cv-generator.server";
import { CvPreview } from "~/components/cv-generator/CvPreview";
import { RadioGroup } from "~/components/ui/Choice";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Field } from "~/components/ui/Field";
import { CvSendBody } from "~/features/cv-generator/contracts.server";
import { cvLanguage, loadCv } from "~/features/cv-generator/draft.server";
import type { RouteHandle } from "~/route-handle";
import { useTranslation } from "~/translation";
import { readFormData } from "~/utils/form-data.server";

export const handle: RouteHandle = { allowUnauthorized: true, i18n: "cvgenerator", title: "cvgenerator:send.title" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { cv: await loadCv({ request, context }) };
}

/** Sends the PDF to the address through the outbox; the API's refusals come back beside the field. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readFormData(request);
  const email = String(form.get("email") ?? "").trim();
  const design = String(form.get("design") ?? "");
  const type: CvDesign = (CV_DESIGNS as readonly string[]).includes(design) ? (design as CvDesign) : "classic";
  const parsed = CvSendBody.shape.email.safeParse(email);
  if (!parsed.success) return data({ errors: { email: [parsed.error.issues[0].message] }, email }, { status: 400 });
  const cv = await loadCv({ request, context });
  try {
    await sendCvByMail({ request, context }, { ...cv, design: type }, type, await cvLanguage(request), parsed.data);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 429)) {
      const errors = error.fieldErrors.email ?? error.fieldErrors.cv ?? ["validation.formInvalid"];
      return data({ errors: { email: errors }, email }, { status: error.status });
    }
    throw error;
  }
  return redirect("/lebenslauf-generator/final?sent=1");
}

export default function CvSend() {
  const { t } = useTranslation("cvgenerator");
  const { cv } = useLoaderData<typeof loader>();
  const result = useActionData<{ errors: { email?: string[] }; email: string }>();
  const designs = CV_DESIGNS.map((value) => ({ value, label: t(`send.designs.${value}`) }));
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold">{t("send.title")}</h1>
      <ErrorSummary items={[{ fieldId: "cv-email", label: t("send.email"), errors: result?.errors.email }]} />
      <section aria-labelledby="cv-preview-heading" className="space-y-4">
        <h2 id="cv-preview-heading" className="text-xl font-bold">
          {t("send.preview")}
        </h2>
        <CvPreview cv={cv} />
      </section>
      <Form method="post" action="/lebenslauf-generator/download" reloadDocument className="space-y-4">
        <h2 className="text-xl font-bold">{t("send.downloadHeading")}</h2>
        <RadioGroup id="cv-design" name="design" legend={t("send.design")} options={designs} defaultValue={cv.design} />
        <button type="submit" className="btn-primary">
          {t("send.download")}
        </button>
      </Form>
      <Form method="post" action="/lebenslauf-generator/send" className="space-y-4" noValidate>
        <h2 className="text-xl font-bold">{t("send.mailHeading")}</h2>
        <input type="hidden" name="design" value={cv.design} />
        <Field
          id="cv-email"
          name="email"
          type="email"
          label={t("send.email")}
          hint={t("send.emailHint")}
          required
          defaultValue={result?.email ?? cv.profile.email}
          errors={result?.errors.email}
          autoComplete="email"
        />
        <button type="submit" className="btn-secondary">
          {t("send.submit")}
        </button>
      </Form>
    </div>
  );
}
