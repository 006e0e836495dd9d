import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { V } from "#contracts/validation";
import { getNotificationSettings, putNotificationSettings } from "~/api/account.server";
import { Checkbox } from "~/components/ui/Choice";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Form } from "~/components/ui/Form";
import { Section } from "~/components/ui/Section";
import { useConstraintForm } from "~/components/ui/use-constraint-form";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { replyIfRefused } from "~/utils/api-refusal.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { formRules, parseWithZod } from "~/utils/form-rules.server";
import { APPLICANT_NOTIFICATION_SETTINGS, NotificationsForm } from "./schema.server";

export const handle: RouteHandle = { title: "profile:tabs.3", i18n: ["profile"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  const { settings } = await getNotificationSettings({ request, context });
  // the names come with the data: the page's script need not carry the contract's module for them
  return {
    settings,
    names: APPLICANT_NOTIFICATION_SETTINGS,
    rules: { NotificationsForm: formRules(NotificationsForm) },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "applicant");
  const submission = parseWithZod(await readFormData(request), { schema: NotificationsForm });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const v = submission.value;
  const refused = await replyIfRefused(
    submission,
    putNotificationSettings(
      { request, context },
      {
        settings: {
          new_advisor: v.new_advisor ?? false,
          new_students: v.new_students ?? false,
          job_openings_newsletter: v.job_openings_newsletter ?? false,
        },
      },
    ),
    {
      // a refusal here is never one of a field: the form's message
      message: () => V.dataNotTransferred,
    },
  );
  if (refused) return data(refused, { status: 400 });
  throw await redirectWithFlash(request, context, "/ds/profile/3", { kind: "success", key: "profile:saved" });
}

export default function ProfileNotifications() {
  const { t } = useTranslation("profile");
  const { settings, names, rules } = useLoaderData<typeof loader>();
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const [form, fields] = useConstraintForm<z.input<typeof NotificationsForm>>({
    id: "notifications",
    lastResult,
    rules: rules.NotificationsForm,
    defaultValue: settings,
  });
  return (
    <Section titleId="notifications-title" title={t("notifications.title")} className="card space-y-4">
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
        <ErrorSummary formErrors={form.errors} items={[]} />
        <fieldset className="space-y-3">
          <legend className="mb-2 font-bold">{t("notifications.legend")}</legend>
          {names.map((name) => (
            <Checkbox
              key={fields[name].key ?? name}
              id={fields[name].id}
              name={fields[name].name}
              label={t(`notifications.${name}`)}
              defaultChecked={fields[name].initialValue === "on"}
            />
          ))}
        </fieldset>
        <button type="submit" className="btn-primary">
          {t("save")}
        </button>
      </Form>
    </Section>
  );
}
