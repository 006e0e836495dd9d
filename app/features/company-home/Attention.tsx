import { Link, useRouteLoaderData } from "@remix-run/react";
import { Section } from "~/components/ui/Section";
import type { companyHomeLoader } from "~/features/company-home/attention.server";
import { useTranslation } from "~/i18n/translation";

/**
 * What needs the company user's attention, so the home is where work starts: new applicants to review, open support
 * tickets, unread notifications and unpaid invoices, each with a link to where it is handled. Reads the
 * data of the /b2b/home loader (`companyHomeLoader`).
 */
export function Attention() {
  const { t } = useTranslation("content");
  const data = useRouteLoaderData<typeof companyHomeLoader>("routes/b2b.home");
  const a = data?.attention;
  if (!a) return null;
  const rows = [
    { key: "newMatches", count: a.newMatches, to: "/b2b/job-openings", link: "newMatchesLink" },
    {
      key: "openSupportTickets",
      count: a.openSupportTickets,
      detail:
        a.waitingSupportTickets > 0 ? t("companyHome.attention.waiting", { count: a.waitingSupportTickets }) : null,
      to: "/b2b/help/contact",
      link: "ticketsLink",
    },
    { key: "unreadNotifications", count: a.unreadNotifications, to: "/b2b/notifications", link: "notificationsLink" },
    {
      key: "unpaidInvoices",
      count: a.unpaidInvoices,
      detail: a.overdueInvoices > 0 ? t("companyHome.attention.overdue", { count: a.overdueInvoices }) : null,
      to: "/b2b/invoices",
      link: "invoicesLink",
    },
  ].filter((r) => r.count > 0);
  return (
    <Section
      titleId="company-attention"
      title={t("companyHome.attention.title")}
      className="space-y-3"
      data-testid="company-attention"
    >
      {rows.length === 0 ? (
        <p className="card">{t("companyHome.attention.none")}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {rows.map((r) => (
            <li key={r.key} className="card space-y-1" data-testid={`attention-${r.key}`}>
              <p className="font-bold">{t(`companyHome.attention.${r.key}`, { count: r.count })}</p>
              {r.detail ? <p>{r.detail}</p> : null}
              <p>
                <Link to={r.to}>{t(`companyHome.attention.${r.link}`)}</Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
