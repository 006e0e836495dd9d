import { useLocation, useNavigation } from "@remix-run/react";
import type { Campaign } from "#contracts/communication";
import { Form } from "~/components/ui/Form";
import { Section } from "~/components/ui/Section";
import { useTranslation } from "~/i18n/translation";
import { formatDate } from "~/utils/format";

/**
 * The running campaigns where applicants apply (e.g. the application overview): each with its state and
 * the next command as a plain form — register, then confirm participation. Posts to /ds/campaigns/{id},
 * which comes back to this page with a toast. Needs the `news` namespace in the route's handle.
 */
export function CampaignBox({ campaigns }: { campaigns: Campaign[] }) {
  const { t, i18n } = useTranslation("news");
  const { pathname } = useLocation();
  const busy = useNavigation().state !== "idle";
  if (campaigns.length === 0) return null;
  const date = (iso: string) => formatDate(iso, i18n.language);
  return (
    <Section
      titleId="campaigns-title"
      title={t("campaigns.title")}
      large
      className="space-y-3"
      data-testid="campaign-box"
    >
      <p>{t("campaigns.intro")}</p>
      <ul className="space-y-3">
        {campaigns.map((c) => (
          <li key={c.id} className="card space-y-2" data-testid="campaign">
            <h3 className="text-lg font-bold">{c.title}</h3>
            <p>{c.description}</p>
            <p className="text-sm text-gray-700">{t("campaigns.until", { date: date(c.endsAt) })}</p>
            {c.participatedAt ? (
              <p className="font-bold">{t("campaigns.participated")}</p>
            ) : (
              <Form method="post" action={`/ds/campaigns/${c.id}`} className="flex flex-wrap items-center gap-3">
                <input type="hidden" name="back" value={pathname} />
                {c.registeredAt ? <p className="font-bold">{t("campaigns.registered")}</p> : null}
                <button
                  type="submit"
                  name="intent"
                  value={c.registeredAt ? "participate" : "register"}
                  className={c.registeredAt ? "btn-primary" : "btn-secondary"}
                  disabled={busy}
                >
                  {t(c.registeredAt ? "campaigns.participate" : "campaigns.register")}
                  <span className="sr-only"> ({c.title})</span>
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
