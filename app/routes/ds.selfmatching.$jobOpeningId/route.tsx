import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { SelfmatchingOpening } from "#contracts/selfmatching";
import { isUuid } from "#contracts/uuid";
import { getSelfmatchingOpening } from "~/api/selfmatching.server";
import { RadioGroup } from "~/components/ui/Choice";
import { ErrorSummary } from "~/components/ui/ErrorSummary";
import { Form } from "~/components/ui/Form";
import { HintDialog } from "~/components/ui/HintDialog";
import { Section } from "~/components/ui/Section";
import { useApplicant } from "~/features/applicant/use-applicant";
import { LostReason, OfferLabel, statusText } from "~/features/selfmatching/MatchStatus";
import { NotReady } from "~/features/selfmatching/NotReady";
import { readIfReady } from "~/features/selfmatching/selfmatching.server";
import { textLanguage, useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { deadlineText, formatDate, formatDateTime } from "~/utils/format";
import { type DetailsActionData, detailsAction } from "./actions.server";

export const handle: RouteHandle = { title: "selfmatching:meta.details", i18n: ["selfmatching", "matching"] };
type Confirm = "disinterest" | "reject";

/** Details of one opening with the applicant's match and the command forms (docs/product.md#applicant-unit selfmatching/{id}). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  const id = params.jobOpeningId ?? "";
  if (!isUuid(id)) throw new Response(null, { status: 404 });
  const result = await readIfReady(getSelfmatchingOpening({ request, context }, id));
  if (!result.ready) return { ready: false as const };
  const opening = result.value;
  // "Not interested" and "decline" ask first: ?confirm=… shows the question (works without JavaScript).
  const asked = new URL(request.url).searchParams.get("confirm");
  const confirm: Confirm | null =
    asked === "disinterest" && opening.allowedActions.includes("expressDisinterest")
      ? "disinterest"
      : asked === "reject" && opening.allowedActions.includes("rejectOffer")
        ? "reject"
        : null;
  return { ready: true as const, opening, confirm };
}

export const action = (args: ActionFunctionArgs) => detailsAction(args);

export default function SelfmatchingDetails() {
  const { t } = useTranslation("selfmatching");
  const data = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      {/* small and close to the heading on a phone: the heading stays within the first screenful's top */}
      <Link to="/ds/selfmatching" className="-mb-3 block text-sm underline sm:mb-0 sm:text-base">
        {t("details.back")}
      </Link>
      {data.ready ? (
        <Details opening={data.opening} confirm={data.confirm} />
      ) : (
        <>
          <h1 className="text-3xl font-bold">{t("title")}</h1>
          <NotReady />
        </>
      )}
    </div>
  );
}

function Details({ opening, confirm }: { opening: SelfmatchingOpening; confirm: Confirm | null }) {
  const { t, i18n } = useTranslation(["selfmatching", "matching"]);
  const lng = i18n.language;
  const m = opening.match;
  const status = statusText(t, opening, lng);
  return (
    <>
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">{opening.title}</h1>
        <p className="text-lg font-bold">{opening.companyName}</p>
        <div className="flex flex-wrap gap-2">
          <OfferLabel label={opening.offerLabel} />
          {opening.favourite ? (
            <span className="inline-block rounded border border-gray-700 px-2 py-0.5 text-sm">
              {t("card.favourite")}
            </span>
          ) : null}
        </div>
      </header>

      {m ? (
        <Section titleId="status-title" title={t("details.status")} className="card space-y-2">
          <p className="font-bold" data-testid="match-status">
            {status}
          </p>
          {m.offerAnswerBy ? (
            <p className="font-bold" data-testid="answer-by">
              {t("details.answerBy", { day: deadlineText(m.offerAnswerBy, lng) })}
            </p>
          ) : null}
          {m.status === "cancelled" && m.lostReason ? (
            <div>
              <h3 className="font-bold">{t("details.lostReason")}</h3>
              <LostReason opening={opening} />
            </div>
          ) : null}
          {m.trialDayAt && m.status !== "cancelled" ? (
            <p>{t("details.trialDayAt", { date: formatDateTime(m.trialDayAt, lng, "short") })}</p>
          ) : null}
          {m.interviewAt && m.status !== "cancelled" ? (
            <p>
              <a href={`/ds/selfmatching/${opening.id}/interview.ics`} download className="underline">
                {t("actions.ics")}
              </a>
            </p>
          ) : null}
        </Section>
      ) : null}

      <Section titleId="actions-title" title={t("details.actions")} className="card space-y-4">
        {confirm ? <Confirmation opening={opening} confirm={confirm} /> : <Actions opening={opening} />}
      </Section>

      <OpeningFields opening={opening} />
    </>
  );
}

function Actions({ opening }: { opening: SelfmatchingOpening }) {
  const { t } = useTranslation("selfmatching");
  const { t: tc } = useTranslation();
  const { account } = useApplicant();
  const busy = useNavigation().state === "submitting";
  const can = (a: SelfmatchingOpening["allowedActions"][number]) => opening.allowedActions.includes(a);
  const post = (intent: string, label: string, primary: boolean, extra?: ReactNode) => (
    <Form method="post" replace>
      {extra}
      <button
        type="submit"
        name="intent"
        value={intent}
        className={primary ? "btn-primary" : "btn-secondary"}
        disabled={busy}
      >
        {label}
      </button>
    </Form>
  );
  const ask = (confirm: Confirm, label: string) => (
    <Form method="get">
      <button type="submit" name="confirm" value={confirm} className="btn-secondary">
        {label}
      </button>
    </Form>
  );
  return (
    <div className="space-y-4">
      {can("expressInterest") && !account.hints.hideB2cStudyMatchInterestModal ? (
        <HintDialog flag="hideB2cStudyMatchInterestModal" title={tc("hints.interest.title")}>
          <p>{tc("hints.interest.text")}</p>
        </HintDialog>
      ) : null}
      {can("chooseInterviewDate") ? <ChooseDate opening={opening} /> : null}
      {can("giveCommitment") ? <p>{t("actions.giveCommitmentHint")}</p> : null}
      <div className="flex flex-wrap items-center gap-3">
        {can("acceptOffer") ? post("acceptOffer", t("actions.acceptOffer"), true) : null}
        {can("giveCommitment") ? post("giveCommitment", t("actions.giveCommitment"), true) : null}
        {can("expressInterest") ? post("expressInterest", t("actions.expressInterest"), true) : null}
        {can("expressDisinterest") ? ask("disinterest", t("actions.expressDisinterest")) : null}
        {can("rejectOffer") ? ask("reject", t("actions.rejectOffer")) : null}
        {post(
          "favourite",
          opening.favourite ? t("actions.favouriteRemove") : t("actions.favouriteAdd"),
          false,
          <input type="hidden" name="favorite" value={opening.favourite ? "false" : "true"} />,
        )}
      </div>
      {opening.allowedActions.length === 0 ? <p>{t("details.noActions")}</p> : null}
    </div>
  );
}

function ChooseDate({ opening }: { opening: SelfmatchingOpening }) {
  const { t, i18n } = useTranslation("selfmatching");
  const result = useActionData<DetailsActionData>();
  const errors = result?.intent === "chooseInterviewDate" ? result.fieldErrors.date : undefined;
  const formErrors = result?.intent === "chooseInterviewDate" ? result.fieldErrors._ : undefined;
  const m = opening.match!;
  return (
    <Form method="post" replace noValidate className="space-y-3">
      <ErrorSummary
        formErrors={formErrors}
        items={[{ fieldId: "interview-date-0", label: t("actions.chooseDateLegend"), errors }]}
      />
      <RadioGroup
        id="interview-date"
        name="date"
        legend={t("actions.chooseDateLegend")}
        options={m.interviewDateSuggestions.map((d) => ({
          value: d,
          label: formatDateTime(d, i18n.language, "short"),
        }))}
        errors={errors}
        required
      />
      <button type="submit" name="intent" value="chooseInterviewDate" className="btn-primary">
        {t("actions.chooseDate")}
      </button>
    </Form>
  );
}

function Confirmation({ opening, confirm }: { opening: SelfmatchingOpening; confirm: Confirm }) {
  const { t } = useTranslation("selfmatching");
  const busy = useNavigation().state === "submitting";
  const key = confirm === "disinterest" ? "disinterest" : "reject";
  return (
    <div className="space-y-3 border-s-4 border-red-700 bg-red-50 p-4">
      <h3 className="text-lg font-bold">{t(`confirm.${key}Title`)}</h3>
      <p>{t(`confirm.${key}Text`, { title: opening.title, company: opening.companyName })}</p>
      <Form
        method="post"
        action={`/ds/selfmatching/${opening.id}`}
        replace
        className="flex flex-wrap items-center gap-3"
      >
        <button
          type="submit"
          name="intent"
          value={confirm === "disinterest" ? "expressDisinterest" : "rejectOffer"}
          className="btn-primary"
          disabled={busy}
        >
          {t(`confirm.${key}Yes`)}
        </button>
        <Link to={`/ds/selfmatching/${opening.id}`} className="btn-secondary">
          {t("actions.cancel")}
        </Link>
      </Form>
    </div>
  );
}

/** Every field the applicant may read (the company-side field list speaks to the company, so not reused). */
function OpeningFields({ opening }: { opening: SelfmatchingOpening }) {
  const { t, i18n } = useTranslation(["selfmatching", "matching"]);
  const german = textLanguage("de", i18n.language);
  const rows: [string, ReactNode][] = [
    [
      "course",
      <span key="course" {...german}>
        {opening.course}
      </span>,
    ],
    [
      "campus",
      <span key="campus" {...german}>
        {opening.campus.name}
      </span>,
    ],
    ["startDate", formatDate(opening.startDate, i18n.language)],
    ["openPositions", opening.openPositions],
    ["workModel", t(`matching:workModel.${opening.workModel}`)],
    ["placeOfTraining", opening.placeOfTraining],
    ["practicePlace", opening.practicePlace],
    ["teamSize", opening.teamSize],
    [
      "tasks",
      <span key="tasks" className="whitespace-pre-line">
        {opening.tasks}
      </span>,
    ],
    [
      "offerDescription",
      <span key="offerDescription" className="whitespace-pre-line">
        {opening.offerDescription}
      </span>,
    ],
    [
      "benefits",
      opening.benefits ? (
        <span key="benefits" className="whitespace-pre-line">
          {opening.benefits}
        </span>
      ) : null,
    ],
    ["extraPayment", opening.extraPayment],
    [
      "skills",
      opening.skills ? (
        <span key="skills" className="whitespace-pre-line">
          {opening.skills}
        </span>
      ) : null,
    ],
    [
      "softwareSkills",
      opening.softwareSkills.length ? (
        <ul key="softwareSkills" className="list-none">
          {opening.softwareSkills.map((s) => (
            <li key={s.area}>
              {t(`matching:softwareArea.${s.area}`)}
              {s.name ? ` (${s.name})` : ""}: {t(`matching:softwareLevel.${s.level}`)}
            </li>
          ))}
        </ul>
      ) : null,
    ],
  ];
  return (
    <Section titleId="about-title" title={t("details.about")} className="card space-y-3">
      <dl className="divide-y divide-gray-200">
        {rows
          .filter(([, value]) => value !== null && value !== undefined && value !== "")
          .map(([field, value]) => (
            <div key={field} className="grid gap-1 py-2 sm:grid-cols-[14rem_1fr] sm:gap-4">
              <dt className="font-bold">{t(`field.${field}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {opening.offerUrl ? (
        <p>
          <a href={opening.offerUrl} target="_blank" rel="noopener noreferrer nofollow" className="underline">
            {t("details.offerUrl")}
          </a>
        </p>
      ) : null}
    </Section>
  );
}
