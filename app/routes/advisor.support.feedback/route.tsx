import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { listStaffFeedback } from "~/api/advisor.server";
import { staffCall } from "~/features/support/staff.server";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { formatDateTime } from "~/utils/format";

export const handle: RouteHandle = { title: "support:staff.feedbackTitle", i18n: ["advisor", "support", "feedback"] };
/** The feedback of both units for support staff as sent (rating and reasons named, text, agent, screen). */
async function readFeedback({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "staff");
  const list = await staffCall(listStaffFeedback({ request, context }));
  return { items: list?.items ?? null };
}

/** A console user without the support role reads the refusal with its status (403). */
export async function loader(args: LoaderFunctionArgs) {
  const page = await readFeedback(args);
  return data(page, { status: page.items ? 200 : 403 });
}

export default function FeedbackEntries() {
  const { t, i18n } = useTranslation("support");
  const { items } = useLoaderData<typeof readFeedback>();
  const cols = ["colWhen", "colWho", "colRating", "colReasons", "colText", "colAgent", "colScreen"] as const;
  return (
    <>
      <Link to="/advisor/support">{t("staff.back")}</Link>
      <h1 className="text-3xl font-bold">{t("staff.feedbackTitle")}</h1>
      {items === null ? (
        <p className="card">{t("staff.noRole")}</p>
      ) : items.length === 0 ? (
        <p>{t("staff.feedbackEmpty")}</p>
      ) : (
        <>
          <p>{t("staff.feedbackIntro")}</p>
          <div className="overflow-x-auto">
            <table className="table-rows w-full text-start text-sm">
              <caption className="sr-only">{t("staff.feedbackCaption")}</caption>
              <thead>
                <tr className="border-b border-gray-300">
                  {cols.map((c) => (
                    <th key={c} scope="col" className="py-2 pe-3 text-start">
                      {t(`staff.${c}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {items.map((f) => (
                  <tr key={f.id} className="border-b border-gray-200 align-top" data-feedback-id={f.id}>
                    <td data-label={t("staff.colWhen")} className="py-2 pe-3">
                      {formatDateTime(f.createdAt, i18n.language)}
                    </td>
                    <td data-label={t("staff.colWho")} className="py-2 pe-3">
                      {f.userName ?? "–"} ({t(`staff.unit.${f.userKind}`)})
                    </td>
                    <td data-label={t("staff.colRating")} className="py-2 pe-3">
                      {t(`feedback:ratings.${f.selected}`, { defaultValue: "–" })}
                    </td>
                    <td data-label={t("staff.colReasons")} className="py-2 pe-3">
                      {f.reasons
                        ? f.reasons
                            .split(",")
                            .map((reason) => t(`feedback:reasons.${reason}`, { defaultValue: "–" }))
                            .join(", ")
                        : "–"}
                    </td>
                    <td data-label={t("staff.colText")} className="whitespace-pre-line py-2 pe-3">
                      {f.feedback}
                    </td>
                    <td data-label={t("staff.colAgent")} className="py-2 pe-3 break-all">
                      {f.agent}
                    </td>
                    <td data-label={t("staff.colScreen")} className="py-2 pe-3">
                      {f.screenWidth !== null && f.screenHeight !== null ? `${f.screenWidth}×${f.screenHeight}` : "–"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}
