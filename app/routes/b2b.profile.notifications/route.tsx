import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { APPLICANT_NOTIFICATION_SETTINGS } from "#contracts/application";
import {
  getCompanyDigest,
  getCompanyNotificationSettings,
  putCompanyDigest,
  putCompanyNotificationSettings,
} from "~/api/company-user.server";
import { Checkbox } from "~/components/ui/Choice";
import { Form } from "~/components/ui/Form";
import { Section } from "~/components/ui/Section";
import { DigestSwitch } from "~/features/notifications/DigestSwitch";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { digestAction } from "~/utils/digest.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";

export const handle: RouteHandle = { title: "company:profile.tabs.notifications", i18n: ["company"] };
/** The same three switches as for applicants (docs/product.md#entities Notification): new_advisor, new_students, newsletter. */
const SETTINGS = APPLICANT_NOTIFICATION_SETTINGS;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "company");
  const [{ settings }, digest] = await Promise.all([
    getCompanyNotificationSettings({ request, context }),
    getCompanyDigest({ request, context }),
  ]);
  return { settings, dailyDigest: digest.dailyDigest };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "company");
  const form = await readFormData(request);
  if (form.get("intent") === "digest") {
    return digestAction({ request, context }, form, putCompanyDigest, {
      path: "/b2b/profile/notifications",
      savedKey: "company:profile.digest.saved",
    });
  }
  // an unticked checkbox is not sent: every switch is put, absent means off
  const settings = Object.fromEntries(SETTINGS.map((s) => [s, form.get(s) === "on"]));
  await putCompanyNotificationSettings({ request, context }, { settings });
  throw await redirectWithFlash(request, context, "/b2b/profile/notifications", {
    kind: "success",
    key: "company:profile.notifications.saved",
  });
}

export default function ProfileNotifications() {
  const { t } = useTranslation("company");
  const { settings, dailyDigest } = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <NotificationSwitches settings={settings} busy={busy} />
      <DigestSwitch
        enabled={dailyDigest}
        title={t("profile.digest.title")}
        intro={t("profile.digest.intro")}
        label={t("profile.digest.label")}
        save={t("profile.digest.save")}
      />
    </>
  );
}

function NotificationSwitches({ settings, busy }: { settings: Record<string, boolean>; busy: boolean }) {
  const { t } = useTranslation("company");
  return (
    <Section titleId="notifications-title" title={t("profile.notifications.title")} className="card space-y-4">
      <Form method="post" className="space-y-4" key={JSON.stringify(settings)}>
        <fieldset className="space-y-3">
          <legend className="mb-2">{t("profile.notifications.intro")}</legend>
          {SETTINGS.map((s) => (
            <Checkbox
              key={s}
              id={`notification-${s}`}
              name={s}
              label={t(`profile.notifications.${s}`)}
              defaultChecked={settings[s]}
            />
          ))}
        </fieldset>
        <button type="submit" className="btn-primary" disabled={busy}>
          {t("save")}
        </button>
      </Form>
    </Section>
  );
}
