import { data, type HeadersFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";

export const handle: RouteHandle = {
  allowUnauthorized: true,
  suppressCmp: true,
  noNav: true,
  title: "maintenance.title",
};

/** Where the browser is sent on downtime (docs/product.md#shared-pages, docs/product.md#error-catalogue): 503 with Retry-After. */
export async function loader() {
  return data(null, { status: 503, headers: { "Retry-After": "120", "Cache-Control": "no-store" } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Maintenance() {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold">{t("maintenance.title")}</h1>
      <p>{t("maintenance.text")}</p>
      <p>
        <Link to="/">{t("maintenance.retry")}</Link>
      </p>
    </div>
  );
}
