import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getMailbox } from "~/api/dev.server";
import { Pager, pageCount } from "~/components/ui/Pager";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { formatDateTime } from "~/utils/format";
import { pageParam } from "~/utils/paging";

export const handle: RouteHandle = { allowUnauthorized: true, suppressCmp: true, i18n: "dev", title: "mailbox.title" };

/** The development mailbox: every mail of the outbox. 404 unless DEV_TOOLS is on (never in production). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!context.portal.devTools) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const to = (url.searchParams.get("to") ?? "").trim().slice(0, 320);
  const mailbox = await getMailbox({ request, context }, pageParam(url), to);
  return { ...mailbox, to };
}

export default function DevMailbox() {
  const { t, i18n } = useTranslation("dev");
  const { mails, page, pageSize, total, to } = useLoaderData<typeof loader>();
  const pages = pageCount(total, pageSize);
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t("mailbox.title")}</h1>
      <p>{t("mailbox.intro", { total })}</p>
      <form method="get" className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="mailbox-to" className="block font-bold">
            {t("mailbox.filter")}
          </label>
          <input
            id="mailbox-to"
            name="to"
            type="email"
            defaultValue={to}
            maxLength={320}
            className="rounded border border-slate-500 px-2 py-1"
          />
        </div>
        <button type="submit" className="rounded bg-slate-800 px-3 py-1 text-white">
          {t("mailbox.search")}
        </button>
      </form>
      {mails.length === 0 ? (
        <p>{t("mailbox.empty")}</p>
      ) : (
        <ol className="space-y-4" aria-label={t("mailbox.title")}>
          {mails.map((m) => (
            <li key={m.id} className="break-words rounded border border-slate-300 p-4">
              <h2 className="text-lg font-bold">{m.subject}</h2>
              <dl className="mt-2 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                <dt className="font-bold">{t("mailbox.to")}</dt>
                <dd>{m.to}</dd>
                <dt className="font-bold">{t("mailbox.status")}</dt>
                <dd>
                  {t(`mailbox.statuses.${m.status}`)}
                  {m.sentAt ? ` · ${when(m.sentAt)}` : ""}
                  {m.lastError ? ` · ${m.lastError}` : ""}
                </dd>
                <dt className="font-bold">{t("mailbox.created")}</dt>
                <dd>{when(m.createdAt)}</dd>
                <dt className="font-bold">{t("mailbox.template")}</dt>
                <dd>{m.template}</dd>
              </dl>
              <details className="mt-2">
                <summary className="cursor-pointer">{t("mailbox.showText")}</summary>
                <pre className="mt-2 whitespace-pre-wrap break-words font-sans">{m.text}</pre>
              </details>
              {m.attachments.length > 0 ? (
                <ul className="mt-2 list-inside list-disc">
                  {m.attachments.map((a, index) => (
                    <li key={a.filename}>
                      <a href={`/dev/mailbox/${m.id}/attachments/${index}`} download={a.filename}>
                        {a.filename}
                      </a>{" "}
                      ({a.size} B)
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <Pager
        label={t("mailbox.pages")}
        page={page}
        pages={pages}
        href={(p) => `?${new URLSearchParams(to ? { to, page: String(p) } : { page: String(p) })}`}
        byTime
      />
    </div>
  );
}
