import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { QueueItem } from "#contracts";
import { getAdvisorDigest, getQueues, putAdvisorDigest } from "~/api/advisor.server";
import { DigestSwitch } from "~/features/notifications/DigestSwitch";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { digestAction } from "~/utils/digest.server";
import { readFormData } from "~/utils/form-data.server";
import { formatDateTime } from "~/utils/format";
import { useAdvisor } from "../advisor/route";

export const handle: RouteHandle = { title: "advisor:queues.title", i18n: ["advisor"] };
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "staff");
  const [queues, digest] = await Promise.all([getQueues({ request, context }), getAdvisorDigest({ request, context })]);
  return { queues, dailyDigest: digest.dailyDigest };
}

/** The advisor's own daily digest switch (the only form of this page). */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "staff");
  return digestAction({ request, context }, await readFormData(request), putAdvisorDigest, {
    path: "/advisor",
    savedKey: "advisor:digest.saved",
  });
}

const QUEUES = ["attendance", "consultations", "documents", "emailChanges", "withdrawals"] as const;

export default function AdvisorQueuesPage() {
  const { t } = useTranslation("advisor");
  const { queues, dailyDigest } = useLoaderData<typeof loader>();
  const me = useAdvisor();
  return (
    <>
      <h1 className="text-3xl font-bold">{t("queues.title")}</h1>
      <p>{t(me.isTeamLead ? "queues.scopeAll" : "queues.scopeOwn", { name: me.name })}</p>
      <ul className="grid gap-3 sm:grid-cols-4" aria-label={t("queues.summary")}>
        {QUEUES.map((key) => (
          <li key={key} className="card">
            <a href={`#queue-${key}`} className="block">
              <span className="block text-3xl font-bold" data-testid={`count-${key}`}>
                {queues[key].count}
              </span>
              {t(`queues.${key}.title`)}
            </a>
          </li>
        ))}
      </ul>
      {QUEUES.map((key) => (
        <Queue key={key} id={`queue-${key}`} name={key} items={queues[key].items} count={queues[key].count} />
      ))}
      <DigestSwitch
        enabled={dailyDigest}
        title={t("digest.title")}
        intro={t("digest.intro")}
        label={t("digest.label")}
        save={t("digest.save")}
      />
    </>
  );
}

function Queue({ id, name, items, count }: { id: string; name: string; items: QueueItem[]; count: number }) {
  const { t, i18n } = useTranslation("advisor");
  const detail = (item: QueueItem) =>
    name === "attendance" && item.detail
      ? t("queues.attendance.session", { date: formatDateTime(item.detail, i18n.language) })
      : name === "withdrawals" && item.detail
        ? t(`withdrawal.reasons.${item.detail}`)
        : item.detail;
  return (
    <section aria-labelledby={`${id}-title`} className="card space-y-3" id={id}>
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {t(`queues.${name}.title`)} ({count})
      </h2>
      {items.length === 0 ? (
        <p>{t("queues.empty")}</p>
      ) : (
        <ul className="divide-y divide-gray-200">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <span>
                <Link to={`/advisor/applicants/${item.accountId}`} className="font-bold">
                  {item.applicantName}
                </Link>
                {detail(item) ? <span className="ms-2 text-gray-700">{detail(item)}</span> : null}
              </span>
              <span className="text-sm text-gray-700">
                {t("queues.since", { date: formatDateTime(item.at, i18n.language) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
