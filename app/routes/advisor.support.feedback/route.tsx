import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { listStaffFeedback } from "~/api/advisor.server";
import { Cell, DataTable } from "~/components/ui/DataTable";
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
          <DataTable
            caption={t("staff.feedbackCaption")}
            columns={cols.map((c) => t(`staff.${c}`))}
            className="table-rows w-full text-start text-sm"
          >
            {items.map((f) => (
              <tr key={f.id} className="border-b border-gray-200 align-top" data-feedback-id={f.id}>
                <Cell label={t("staff.colWhen")}>{formatDateTime(f.createdAt, i18n.language)}</Cell>
                <Cell label={t("staff.colWho")}>
                  {f.userName ?? "–"} ({t(`staff.unit.${f.userKind}`)})
                </Cell>
                <Cell label={t("staff.colRating")}>{t(`feedback:ratings.${f.selected}`, { defaultValue: "–" })}</Cell>
                <Cell label={t("staff.colReasons")}>
                  {f.reasons
                    ? f.reasons
                        .split(",")
                        .map((reason) => t(`feedback:reasons.${reason}`, { defaultValue: "–" }))
                        .join(", ")
                    : "–"}
                </Cell>
                <Cell label={t("staff.colText")} className="whitespace-pre-line py-2 pe-3">
                  {f.feedback}
                </Cell>
                <Cell label={t("staff.colAgent")} className="py-2 pe-3 break-all">
                  {f.agent}
                </Cell>
                <Cell label={t("staff.colScreen")}>
                  {f.screenWidth !== null && f.screenHeight !== null ? `${f.screenWidth}×${f.screenHeight}` : "–"}
                </Cell>
              </tr>
            ))}
          </DataTable>
        </>
      )}
    </>
  );
}
