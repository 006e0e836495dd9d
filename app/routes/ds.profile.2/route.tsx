import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { V } from "#contracts/validation";
import { patchAccount } from "~/api/account.server";
import { ApiError } from "~/api/client.server";
import { requireUser } from "~/auth.server";
import { Checkbox } from "~/components/ui/Choice";
import { validateByConstraints } from "~/components/ui/constraint-validation";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { TextArea } from "~/components/ui/TextArea";
import type { RouteHandle } from "~/route-handle";
import { useTranslation } from "~/translation";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { formRules, parseWithZod } from "~/utils/form-rules.server";
import { getFormProps, type SubmissionResult, useForm } from "~/utils/use-form";
import { useApplicant } from "../ds/use-applicant";
import { PartnerForm } from "./schema.server";

export const handle: RouteHandle = { title: "profile:tabs.2", i18n: ["profile"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  return { rules: { PartnerForm: formRules(PartnerForm) } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "applicant");
  const submission = parseWithZod(await readFormData(request), { schema: PartnerForm });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  try {
    await patchAccount(
      { request, context },
      {
        practicePartnerExists: submission.value.practicePartnerExists ?? false,
        practicePartnerContact: submission.value.practicePartnerContact || null,
      },
    );
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const fieldErrors = error.fieldErrors;
    return data(
      Object.keys(fieldErrors).length
        ? submission.reply({ fieldErrors })
        : submission.reply({ formErrors: [V.dataNotTransferred] }),
      { status: 400 },
    );
  }
  throw await redirectWithFlash(request, context, "/ds/profile/2", { kind: "success", key: "profile:saved" });
}

export default function ProfilePartner() {
  const { t } = useTranslation("profile");
  const { account } = useApplicant();
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const { rules } = useLoaderData<typeof loader>();
  const [form, fields] = useForm<z.input<typeof PartnerForm>>({
    id: "partner",
    lastResult,
    constraint: rules.PartnerForm.constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validateByConstraints(rules.PartnerForm),
    defaultValue: {
      practicePartnerExists: account.practicePartnerExists === true,
      practicePartnerContact: account.practicePartnerContact ?? "",
    },
  });
  return (
    <section aria-labelledby="partner-title" className="card space-y-4">
      <h2 id="partner-title" className="text-xl font-semibold">
        {t("partner.title")}
      </h2>
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
    </section>
  );
}
