import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { Form } from "~/components/ui/Form";
import { TabNav } from "~/components/ui/TabNav";
import { OpeningStatus } from "~/features/matching/OpeningStatus";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { detailsAction, detailsLoader } from "./details.server";

/**
 * Details of one job opening (docs/product.md#company-unit job-openings/{id}): header with title, status, open positions and
 * the actions the user may take (close asks first), then the tabs overview, reco and contacted.
 * The tabs are child routes (reco and contacted belong to the company-applicants pages).
 */
export const handle: RouteHandle = { title: "jobOpenings:details.tab.overview", i18n: ["jobOpenings", "matching"] };
export const loader = (args: LoaderFunctionArgs) => detailsLoader(args);
export const action = (args: ActionFunctionArgs) => detailsAction(args);

const TABS = ["overview", "reco", "contacted"] as const;

export default function JobOpeningDetails() {
  const { t } = useTranslation(["jobOpenings", "matching"]);
  const { opening, version, confirm } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const base = `/b2b/job-openings/${opening.id}`;
  // what the user may do with this opening now, as the API decides it
  const may = (action: (typeof opening.allowedActions)[number]) => opening.allowedActions.includes(action);
  const isDraft = opening.status === "draft";
  return (
    <div className="space-y-6">
      <p>
        <Link to="/b2b/job-openings">{t("details.backToList")}</Link>
      </p>
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{opening.title || t("list.untitled")}</h1>
        <p className="flex flex-wrap items-center gap-3">
          <OpeningStatus status={opening.viewStatus} />
          <span>{t("details.openPositions", { open: opening.openPositions, required: opening.requiredCount })}</span>
        </p>
        {[opening.course, opening.campus?.name].filter(Boolean).length ? (
          <p className="text-gray-700">{[opening.course, opening.campus?.name].filter(Boolean).join(" · ")}</p>
        ) : null}
      </header>

      {confirm === "close" && may("close") ? (
        <Confirm
          title={t("details.confirmCloseTitle")}
          text={t("details.confirmCloseText")}
          intent="close"
          button={t("details.confirmClose")}
          back={pathname}
          action={base}
        />
      ) : null}
      {confirm === "delete" && may("delete") ? (
        <Confirm
          title={t("details.confirmDeleteTitle")}
          text={t("details.confirmDeleteText")}
          intent="delete"
          button={t("details.confirmDelete")}
          back={pathname}
          action={base}
          version={version}
        />
      ) : null}

      <section aria-label={t("details.actions")} className="flex flex-wrap gap-3">
        {isDraft && may("edit") ? (
          <Link to={`${base}/manage/study`} className="btn-primary">
            {t("details.continueDraft")}
          </Link>
        ) : null}
        {!isDraft && may("edit") ? (
          <Link to={`${base}/manage/study`} className="btn-secondary">
            {t("details.edit")}
          </Link>
        ) : null}
        {may("close") ? (
          <Link to={`${pathname}?confirm=close`} className="btn-secondary">
            {t("details.close")}
          </Link>
        ) : null}
        {may("reopen") ? (
          <ReturningCommand action={base} returnTo={pathname} intent="reopen" label={t("details.reopen")} />
        ) : null}
        {may("copy") ? (
          <ReturningCommand action={base} returnTo={pathname} intent="copy" label={t("details.copy")} />
        ) : null}
        {may("delete") ? (
          <Link to={`${pathname}?confirm=delete`} className="btn-secondary">
            {t("details.delete")}
          </Link>
        ) : null}
      </section>

      <TabNav
        label={t("details.tabsLabel")}
        className="border-b border-gray-300"
        listClassName="flex flex-wrap gap-6"
        tabs={TABS.map((tab) => ({ to: `${base}/${tab}`, label: t(`details.tab.${tab}`) }))}
        linkClassName={({ isActive }) =>
          `inline-block pb-2 font-bold ${isActive ? "border-b-4 border-brand text-gray-900 no-underline" : ""}`
        }
      />
      <Outlet />
    </div>
  );
}

/** A confirmation step that works without JavaScript: the page itself asks, the button posts. */
function Confirm(props: {
  title: string;
  text: string;
  intent: string;
  button: string;
  back: string;
  action: string;
  /** The version the user confirms the command on, sent back as If-Match. */
  version?: string;
}) {
  const { t } = useTranslation("jobOpenings");
  return (
    <section aria-labelledby="confirm-title" className="border-4 border-red-700 p-4">
      <h2 id="confirm-title" className="text-xl font-bold">
        {props.title}
      </h2>
      <p className="mt-2">{props.text}</p>
      <Form method="post" action={props.action} className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="returnTo" value={props.back} />
        {props.version ? <input type="hidden" name="_version" value={props.version} /> : null}
        <button type="submit" name="intent" value={props.intent} className="btn-primary">
          {props.button}
        </button>
        <Link to={props.back} className="btn-secondary">
          {t("details.cancel")}
        </Link>
      </Form>
    </section>
  );
}

type ReturningCommandProps = Record<"action" | "returnTo" | "intent" | "label", string>;

/** A command of the opening that needs no confirmation; the page it was sent from is where it returns. */
function ReturningCommand({ action, returnTo, intent, label }: ReturningCommandProps) {
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="returnTo" value={returnTo} />
      <button type="submit" name="intent" value={intent} className="btn-secondary">
        {label}
      </button>
    </Form>
  );
}
