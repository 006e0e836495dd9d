import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { NavLink, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { Form } from "~/components/ui/Form";
import { TabNav, underlinedTab } from "~/components/ui/TabNav";
import { loadCompany } from "~/features/company/company-data.server";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = { title: "company:title", i18n: ["company"] };

const TABS = ["data", "portrait", "payment"] as const;

/**
 * Spec §2.3: /b2b/company redirects to company/data; this layout holds the heading, the tabs and the
 * payment-details warning (shown while the payment details are incomplete, until dismissed:
 * hint `hidePaymentDetailsWarning`).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (/^\/b2b\/company\/?$/.test(new URL(request.url).pathname)) throw redirect("/b2b/company/data");
  const { company, me } = await loadCompany({ request, context });
  return {
    companyName: company.name,
    showPaymentWarning: !company.paymentDetailsComplete && !me.hints.hidePaymentDetailsWarning,
  };
}

export default function CompanyLayout() {
  const { t } = useTranslation("company");
  const { companyName, showPaymentWarning } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold">{t("title")}</h1>
        <p className="text-lg text-gray-700">{companyName}</p>
      </div>
      {showPaymentWarning ? (
        <div
          role="note"
          data-testid="payment-warning"
          className="space-y-2 border-s-4 border-amber-600 bg-amber-50 p-4"
        >
          <p className="font-bold">{t("paymentWarning.title")}</p>
          <p>{t("paymentWarning.text")}</p>
          <div className="flex flex-wrap items-center gap-4">
            {pathname.startsWith("/b2b/company/payment") ? null : (
              <NavLink to="/b2b/company/payment">{t("paymentWarning.link")}</NavLink>
            )}
            <Form method="post" action="/b2b/company/payment">
              <input type="hidden" name="intent" value="dismiss-warning" />
              <input type="hidden" name="returnTo" value={pathname} />
              <button type="submit" className="btn-secondary">
                {t("paymentWarning.dismiss")}
              </button>
            </Form>
          </div>
        </div>
      ) : null}
      <TabNav
        label={t("tabs.label")}
        tabs={TABS.map((tab) => ({ to: `/b2b/company/${tab}`, label: t(`tabs.${tab}`) }))}
        linkClassName={underlinedTab("border-company")}
        end
      />
      <Outlet />
    </div>
  );
}
