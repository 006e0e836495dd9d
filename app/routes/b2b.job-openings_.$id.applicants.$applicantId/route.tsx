import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, type ShouldRevalidateFunction, useLoaderData, useSearchParams } from "@remix-run/react";
import type { CompanyApplicant } from "#contracts/company-applicants";
import { getCompanyApplicant, getJobOpening, listApplicantComments } from "~/api/job-openings.server";
import { Section } from "~/components/ui/Section";
import { requireCompany } from "~/features/company/company.server";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { orNotFound } from "~/utils/api-refusal.server";
import { deadlineText, formatDate, formatDateTime, formatNumber } from "~/utils/format";
import { applicantAction } from "./actions.server";
import {
  AddCommentForm,
  ArrangeInterviewCommand,
  ButtonCommand,
  DeleteCommentForm,
  EditCommentForm,
  RejectCommand,
  TrialDayCommand,
} from "./forms";
import { INTENTS } from "./intents";
import { commandRules } from "./schemas.server";

export const handle: RouteHandle = {
  title: "companyApplicants:detail.metaTitle",
  i18n: ["companyApplicants", "matching", "documents"],
};
export async function loader(args: LoaderFunctionArgs) {
  const { companyId, can } = await requireCompany(args);
  const ref = { companyId, jobId: args.params.id ?? "", applicantId: args.params.applicantId ?? "" };
  const applicant: CompanyApplicant = await orNotFound(getCompanyApplicant(args, ref));
  const [{ comments }, jobTitle] = await Promise.all([
    listApplicantComments(args, ref),
    // the title is context only: without it the page still works
    getJobOpening(args, companyId, ref.jobId).then(
      (o) => o.data.title,
      () => null,
    ),
  ]);
  const name = [applicant.firstName, applicant.lastName].filter(Boolean).join(" ");
  return {
    applicant,
    comments,
    jobTitle,
    name,
    jobId: args.params.id ?? "",
    canContract: can("request_contracts", "edit_contracts", "view_student_contracts"),
    rules: commandRules(),
  };
}

export const action = (args: ActionFunctionArgs) => applicantAction(args);

/** A refused command (409) shows the fresh state, also with JavaScript (errors do not revalidate by default). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 || defaultShouldRevalidate;

export default function CompanyApplicantPage() {
  const { t } = useTranslation("companyApplicants");
  const { applicant, name, jobId, jobTitle } = useLoaderData<typeof loader>();
  const tab =
    applicant.match.status === "awaiting_any_interest" || applicant.match.status === "awaiting_partner_interest"
      ? "reco"
      : "contacted";
  return (
    <div className="space-y-6">
      <p>
        <Link to={`/b2b/job-openings/${jobId}/${tab}`}>{t("detail.back")}</Link>
      </p>
      <div>
        <h1 className="text-3xl font-bold" data-testid="applicant-name">
          {name}
        </h1>
        {jobTitle ? <p className="text-lg">{t("detail.opening", { title: jobTitle })}</p> : null}
      </div>
      <StatusSection />
      <ActionsSection />
      <ProfileSection />
      <DocumentsSection />
      <HistorySection />
      <CommentsSection />
    </div>
  );
}

function StatusSection() {
  const { t, i18n } = useTranslation(["companyApplicants", "matching"]);
  const { applicant, jobId } = useLoaderData<typeof loader>();
  const m = applicant.match;
  return (
    <Section titleId="status-title" title={t("detail.status")} className="card space-y-2">
      <p className="text-lg font-bold" data-testid="match-status">
        {t(`matching:matchStatus.${m.status}`)}
      </p>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {m.lostReason ? (
          <>
            <dt className="text-gray-700">{t("detail.lostReason")}</dt>
            <dd data-testid="lost-reason">{t(`matching:lostReason.company.${m.lostReason}`)}</dd>
          </>
        ) : null}
        {m.offerAnswerBy ? (
          <>
            <dt className="text-gray-700">{t("detail.answerBy")}</dt>
            <dd data-testid="answer-by">{deadlineText(m.offerAnswerBy, i18n.language)}</dd>
          </>
        ) : null}
        <dt className="text-gray-700">{t("detail.source")}</dt>
        <dd>{t(`matching:source.${m.source}`)}</dd>
        {m.interviewAt ? (
          <>
            <dt className="text-gray-700">{t("detail.interviewAt")}</dt>
            <dd data-testid="interview-at">{formatDateTime(m.interviewAt, i18n.language)}</dd>
          </>
        ) : m.interviewDateSuggestions.length > 0 ? (
          <>
            <dt className="text-gray-700">{t("detail.interviewSuggestions")}</dt>
            <dd>
              <ul>
                {m.interviewDateSuggestions.map((d) => (
                  <li key={d}>{formatDateTime(d, i18n.language)}</li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {m.trialDayAt ? (
          <>
            <dt className="text-gray-700">{t("detail.trialDayAt")}</dt>
            <dd>{formatDateTime(m.trialDayAt, i18n.language)}</dd>
          </>
        ) : null}
        {m.feedbackText ? (
          <>
            <dt className="text-gray-700">{t("detail.feedback")}</dt>
            <dd className="whitespace-pre-line">{m.feedbackText}</dd>
          </>
        ) : null}
      </dl>
      {m.interviewAt && m.status !== "cancelled" ? (
        <p>
          {/* a resource route: a plain download, also with JavaScript */}
          <a
            href={`/b2b/job-openings/${jobId}/applicants/${applicant.accountId}/interview.ics`}
            download="interview.ics"
          >
            {t("detail.ics")}
          </a>
        </p>
      ) : null}
    </Section>
  );
}

function ActionsSection() {
  const { t } = useTranslation("companyApplicants");
  const { applicant, jobId, canContract } = useLoaderData<typeof loader>();
  const m = applicant.match;
  const allowed = new Set(applicant.allowedActions);
  const contractLink =
    m.status === "offer_accepted" && canContract ? (
      <p>
        <Link
          className="btn-primary inline-block"
          to={`/b2b/job-openings/${jobId}/applicants/${applicant.accountId}/contract`}
        >
          {t(applicant.contract ? "actions.contractOpen" : "actions.contract")}
        </Link>
      </p>
    ) : null;
  return (
    <Section titleId="actions-title" title={t("actions.title")} className="card space-y-4">
      {contractLink}
      {allowed.size === 0 && !contractLink ? (
        <p>{t(m.status === "offer_accepted" || m.status === "cancelled" ? "actions.none" : "actions.noPermission")}</p>
      ) : null}
      {allowed.has("interest") ? (
        <ButtonCommand
          intent={INTENTS.interest}
          label={t("actions.interest")}
          hint={t("actions.interestHint")}
          primary
        />
      ) : null}
      {allowed.has("arrange_interview") ? <ArrangeInterviewCommand suggestions={m.interviewDateSuggestions} /> : null}
      {allowed.has("trial_day") ? <TrialDayCommand current={m.trialDayAt} /> : null}
      {allowed.has("accept") ? (
        <ButtonCommand
          intent={INTENTS.accept}
          label={t(m.status === "awaiting_partner_confirmation" ? "actions.acceptConfirm" : "actions.accept")}
          hint={t(m.status === "awaiting_partner_confirmation" ? "actions.acceptConfirmHint" : "actions.acceptHint")}
          primary
        />
      ) : null}
      {allowed.has("reject") ? <RejectCommand /> : null}
    </Section>
  );
}

function YesNo({ value }: { value: boolean | null }) {
  const { t } = useTranslation("companyApplicants");
  return <>{value === null ? t("detail.unknown") : t(value ? "detail.yes" : "detail.no")}</>;
}

const LEVELS = ["A1", "A2", "B1", "B2", "C1", "C2"];

function ProfileSection() {
  const { t, i18n } = useTranslation("companyApplicants");
  const { applicant: a } = useLoaderData<typeof loader>();
  const lng = i18n.language;
  const languageName = (code: string) => {
    try {
      return new Intl.DisplayNames([lng], { type: "language" }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  const native = lng === "de" ? "Muttersprache" : "native";
  return (
    <Section titleId="profile-title" title={t("detail.profile")} className="card space-y-2">
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="text-gray-700">{t("detail.contact")}</dt>
        <dd data-testid="applicant-contact">
          {a.contactVisible ? (
            <>
              {a.email ? <a href={`mailto:${a.email}`}>{a.email}</a> : null}
              {a.phone ? <span className="ms-3">{a.phone}</span> : null}
            </>
          ) : (
            t("detail.contactHidden")
          )}
        </dd>
        <dt className="text-gray-700">{t("detail.course")}</dt>
        <dd>{a.application?.course ?? "–"}</dd>
        <dt className="text-gray-700">{t("detail.campus")}</dt>
        <dd>{a.application ? `${a.application.campus} (${a.application.city})` : "–"}</dd>
        <dt className="text-gray-700">{t("detail.intake")}</dt>
        <dd>{formatDate(a.application?.intake, lng) || "–"}</dd>
        <dt className="text-gray-700">{t("detail.languages")}</dt>
        <dd>
          {a.languages.length === 0
            ? "–"
            : a.languages.map((l) => `${languageName(l.code)} (${LEVELS[l.level - 1] ?? native})`).join(", ")}
        </dd>
        <dt className="text-gray-700">{t("detail.graduation")}</dt>
        <dd>
          {[
            a.graduation.universityEntranceQualification,
            a.graduation.gradeAverage !== null
              ? `${t("detail.grade")} ${formatNumber(a.graduation.gradeAverage, lng)}`
              : a.graduation.gradeUntil !== null
                ? t("detail.gradeUntil", { grade: a.graduation.gradeUntil })
                : null,
          ]
            .filter(Boolean)
            .join(" · ") || "–"}
        </dd>
        <dt className="text-gray-700">{t("detail.drivingLicense")}</dt>
        <dd>
          <YesNo value={a.drivingLicenseExists} />
        </dd>
        <dt className="text-gray-700">{t("detail.ownCar")}</dt>
        <dd>
          <YesNo value={a.ownCar} />
        </dd>
        <dt className="text-gray-700">{t("detail.distance")}</dt>
        <dd>{a.practicePartnerMaxDistance ? t("detail.distanceKm", { km: a.practicePartnerMaxDistance }) : "–"}</dd>
      </dl>
      <h3 className="pt-2 text-lg font-bold">{t("detail.workExperience")}</h3>
      {a.workExperiences.length === 0 ? (
        <p>{t("detail.noWorkExperience")}</p>
      ) : (
        <ul className="list-disc space-y-1 ps-6">
          {a.workExperiences.map((w) => (
            <li key={w.id}>
              {w.position}, {w.employer}
              {w.startDate ? ` (${formatDate(w.startDate, lng)} – ${formatDate(w.endDate, lng) || "…"})` : ""}
              {w.description ? <span className="block text-gray-700">{w.description}</span> : null}
            </li>
          ))}
        </ul>
      )}
      <h3 className="pt-2 text-lg font-bold">{t("detail.motivation")}</h3>
      <p className="whitespace-pre-line">{a.motivationText || "–"}</p>
    </Section>
  );
}

function DocumentsSection() {
  // the category names too: the browser waits for them before it renders (not their keys)
  const { t } = useTranslation(["companyApplicants", "documents"]);
  const { applicant: a, jobId } = useLoaderData<typeof loader>();
  return (
    <Section titleId="documents-title" title={t("detail.documents")} className="card space-y-2">
      {!a.documentsReleased ? (
        <p>{t("detail.documentsHidden")}</p>
      ) : a.documents.length === 0 ? (
        <p>{t("detail.noDocuments")}</p>
      ) : (
        <ul className="list-disc space-y-1 ps-6" data-testid="applicant-documents">
          {a.documents.map((d) => (
            <li key={d.id}>
              <a href={`/b2b/job-openings/${jobId}/applicants/${a.accountId}/documents/${d.id}`}>
                {t("detail.download", { name: d.name, category: t(`documents:categories.${d.category}`) })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function HistorySection() {
  const { t, i18n } = useTranslation(["companyApplicants", "matching"]);
  const { applicant } = useLoaderData<typeof loader>();
  return (
    <Section titleId="history-title" title={t("detail.history")} className="card space-y-2">
      <ol className="space-y-1" data-testid="match-history">
        {[...applicant.history].reverse().map((h) => (
          <li key={`${h.at}-${h.command}`}>
            <span className="text-gray-700">{formatDateTime(h.at, i18n.language)}</span> –{" "}
            {t(`matching:history.${h.command}`)} ({t(`detail.by.${h.actorKind}`, { defaultValue: h.actorKind })})
          </li>
        ))}
      </ol>
    </Section>
  );
}

function CommentsSection() {
  const { t, i18n } = useTranslation("companyApplicants");
  const { comments, jobId, applicant } = useLoaderData<typeof loader>();
  const [search] = useSearchParams();
  const editing = search.get("edit");
  const deleting = search.get("delete");
  const here = `/b2b/job-openings/${jobId}/applicants/${applicant.accountId}`;
  return (
    <Section titleId="comments-title" title={t("comments.title")} className="card space-y-3" id="comments">
      <p className="text-gray-700">{t("comments.hint")}</p>
      {comments.length === 0 ? (
        <p>{t("comments.none")}</p>
      ) : (
        <ul className="space-y-3" data-testid="comments">
          {comments.map((c) => (
            <li key={c.id} className="border-b border-gray-200 pb-3">
              <p className="text-sm text-gray-700">
                {t("comments.author", {
                  name: c.authorName ?? t("comments.unknownAuthor"),
                  date: formatDateTime(c.createdAt, i18n.language),
                })}
                {c.updatedAt !== c.createdAt ? ` (${t("comments.edited")})` : ""}
              </p>
              {c.own && editing === c.id ? (
                <EditCommentForm commentId={c.id} text={c.text} cancelTo={here} />
              ) : (
                <p className="whitespace-pre-line">{c.text}</p>
              )}
              {c.own && deleting === c.id ? <DeleteCommentForm commentId={c.id} cancelTo={here} /> : null}
              {c.own && editing !== c.id && deleting !== c.id ? (
                <p className="flex gap-4">
                  <Link to={`?edit=${c.id}#comments`}>{t("comments.edit")}</Link>
                  <Link to={`?delete=${c.id}#comments`}>{t("comments.delete")}</Link>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <AddCommentForm />
    </Section>
  );
}
