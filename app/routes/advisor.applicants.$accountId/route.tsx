import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ApplicantDetail } from "#contracts";
import { getApplicantDetail, listAdvisorMatches, listAdvisors, listSuitableJobOpenings } from "~/api/advisor.server";
import { Detail, DetailList } from "~/components/ui/DetailList";
import { Section } from "~/components/ui/Section";
import { AuditTrail } from "~/features/advisor/AuditTrail";
import { ButtonForm, DateCommandForm, ReasonCommandForm } from "~/features/advisor/CommandForms";
import { useTranslation } from "~/i18n/translation";
import type { RouteHandle } from "~/routing/route-handle";
import { requireUser } from "~/session/auth.server";
import { formatDate, formatDateTime } from "~/utils/format";
import { useAdvisor } from "../advisor/route";
import { AssignAdvisorForm } from "./AssignAdvisorForm";
import { applicantAction } from "./actions.server";
import { DeletionSection } from "./DeletionSection";
import { INTENTS } from "./intents";
import { MatchingSection } from "./MatchingSection";
import { commandRules } from "./schemas.server";
import { useReply } from "./use-reply";
import { WithdrawalSection } from "./WithdrawalSection";

export const handle: RouteHandle = {
  title: "advisor:applicant.title",
  i18n: ["advisor", "matching", "documents", "application"],
};
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireUser(request, context, "staff");
  const accountId = params.accountId ?? "";
  const [detail, suitable, { matches }, { advisors }] = await Promise.all([
    getApplicantDetail({ request, context }, accountId),
    listSuitableJobOpenings({ request, context }, accountId),
    listAdvisorMatches({ request, context }, accountId),
    listAdvisors({ request, context }),
  ]);
  const name = [detail.profile.firstName, detail.profile.lastName].filter(Boolean).join(" ") || detail.profile.email;
  // reversing a withdrawal asks first (a plain link to ?confirm=…, works without JavaScript)
  const asked = new URL(request.url).searchParams.get("confirm");
  const confirm = asked === INTENTS.reverseWithdrawal;
  return {
    detail,
    suitable,
    matches,
    advisors,
    name,
    confirmReverse: confirm && detail.withdrawal !== null,
    confirmRestore: asked === INTENTS.restoreAccount && detail.deletion !== null,
    rules: commandRules(),
  };
}

export const action = (args: ActionFunctionArgs) => applicantAction(args);

export default function AdvisorApplicant() {
  const { t, i18n } = useTranslation("advisor");
  const { detail, suitable, matches, advisors, name, confirmReverse, confirmRestore, rules } =
    useLoaderData<typeof loader>();
  const me = useAdvisor();
  const reverseReply = useReply(INTENTS.reverseWithdrawal, detail.withdrawal?.id ?? "");
  const restoreReply = useReply(INTENTS.restoreAccount, detail.deletion?.id ?? "");
  const { profile, unit } = detail;
  return (
    <>
      <p>
        <Link to="/advisor/applicants">{t("applicant.back")}</Link>
      </p>
      <h1 className="text-3xl font-bold">{name}</h1>
      <Section titleId="profile-title" title={t("applicant.profile")} className="card space-y-2">
        <DetailList>
          <Detail term={t("applicant.email")} data-testid="applicant-email">
            {profile.email} ({t(profile.emailVerified ? "applicant.verified" : "applicant.unverified")})
          </Detail>
          <Detail term={t("applicant.phone")}>{profile.phone ?? "–"}</Detail>
          <Detail term={t("applicant.birthday")}>{formatDate(profile.birthday, i18n.language) || "–"}</Detail>
          <Detail term={t("applicant.city")}>{profile.city ?? "–"}</Detail>
          <Detail term={t("applicant.stage")} data-testid="applicant-stage">
            {unit?.stage ? t(`stages.${unit.stage}`) : "–"}
          </Detail>
          <Detail term={t("applicant.advisor")}>{unit?.advisor?.name ?? "–"}</Detail>
          <Detail term={t("applicant.campus")}>{unit?.campus?.name ?? "–"}</Detail>
          <Detail term={t("applicant.interviewOn")}>
            {formatDate(unit?.participateAdvisorInterviewOn, i18n.language) || "–"}
          </Detail>
        </DetailList>
      </Section>
      {detail.withdrawal ? (
        <WithdrawalSection withdrawal={detail.withdrawal} confirm={confirmReverse} lastResult={reverseReply} />
      ) : null}
      {detail.deletion ? (
        <DeletionSection deletion={detail.deletion} confirm={confirmRestore} lastResult={restoreReply} />
      ) : null}
      {me.isTeamLead ? <AssignAdvisorForm advisors={advisors} rules={rules.target} /> : null}
      <MatchingSection suitable={suitable} matches={matches} />
      <StepsSection />
      <InfoSessionSection />
      <ConsultationSection />
      <DocumentsSection />
      <EmailChangeSection />
      <Section titleId="audit-title" title={t("audit.title")} className="card space-y-2">
        <AuditTrail entries={detail.audit} />
      </Section>
    </>
  );
}

function StepsSection() {
  const { t } = useTranslation("advisor");
  const { detail } = useLoaderData<typeof loader>();
  return (
    <Section titleId="steps-title" title={t("steps.title")} className="card space-y-2">
      <ol className="list-decimal space-y-1 ps-6">
        {detail.steps.map((s) => (
          <li key={s.step}>
            {t(`steps.names.${s.step}`, { defaultValue: s.step })}:{" "}
            {t(`steps.states.${s.state}`, { defaultValue: s.state })}
          </li>
        ))}
      </ol>
    </Section>
  );
}

function InfoSessionSection() {
  const { t, i18n } = useTranslation("advisor");
  const { infoSession } = useLoaderData<typeof loader>().detail;
  const lastResult = useReply(INTENTS.confirmAttendance, infoSession?.id ?? "");
  return (
    <Section titleId="info-title" title={t("infoSession.title")} className="card space-y-2">
      {!infoSession ? (
        <p>{t("infoSession.none")}</p>
      ) : (
        <>
          <p>
            {t("infoSession.session", {
              date: formatDateTime(infoSession.startsAt, i18n.language),
              location: infoSession.location,
            })}
          </p>
          <p>
            {infoSession.confirmedAt
              ? t("infoSession.confirmed", { date: formatDateTime(infoSession.confirmedAt, i18n.language) })
              : infoSession.attendanceTickedAt
                ? t("infoSession.ticked", { date: formatDateTime(infoSession.attendanceTickedAt, i18n.language) })
                : t("infoSession.notTicked")}
          </p>
          {infoSession.attendanceTickedAt && !infoSession.confirmedAt ? (
            <ButtonForm
              intent={INTENTS.confirmAttendance}
              targetId={infoSession.id}
              lastResult={lastResult}
              primary
              submitLabel={t("infoSession.confirm")}
            />
          ) : null}
        </>
      )}
    </Section>
  );
}

function ConsultationSection() {
  const { t, i18n } = useTranslation("advisor");
  const { detail, rules } = useLoaderData<typeof loader>();
  const { consultation } = detail;
  const lastResult = useReply(INTENTS.confirmConsultation, consultation?.id ?? "");
  return (
    <Section titleId="consultation-title" title={t("consultation.title")} className="card space-y-2">
      {!consultation?.requestedAt ? (
        <p>{t("consultation.none")}</p>
      ) : consultation.confirmedAt ? (
        <p>{t("consultation.confirmed", { date: formatDateTime(consultation.confirmedAt, i18n.language) })}</p>
      ) : (
        <>
          <p>{t("consultation.requested", { date: formatDateTime(consultation.requestedAt, i18n.language) })}</p>
          <DateCommandForm
            intent={INTENTS.confirmConsultation}
            targetId={consultation.id}
            lastResult={lastResult}
            rules={rules.consultation}
            dateLabel={t("consultation.date")}
            submitLabel={t("consultation.confirm")}
          />
        </>
      )}
    </Section>
  );
}

function DocumentsSection() {
  const { t } = useTranslation("advisor");
  const { documents } = useLoaderData<typeof loader>().detail;
  return (
    <Section titleId="documents-title" title={t("documents.title")} className="card space-y-3">
      {documents.length === 0 ? (
        <p>{t("documents.none")}</p>
      ) : (
        <ul className="space-y-4">
          {documents.map((d) => (
            <DocumentItem key={d.uuid} doc={d} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function DocumentItem({ doc }: { doc: ApplicantDetail["documents"][number] }) {
  // both namespaces: the browser waits for the category names too before it renders (not their keys)
  const { t, i18n } = useTranslation(["advisor", "documents"]);
  const { rules } = useLoaderData<typeof loader>();
  const accept = useReply(INTENTS.acceptDocument, doc.uuid);
  const reject = useReply(INTENTS.rejectDocument, doc.uuid);
  return (
    <li className="space-y-2 border-b border-gray-200 pb-4" data-testid="advisor-document">
      <p>
        <span className="font-bold">{doc.name}</span> · {t(`documents:categories.${doc.category}`)} ·{" "}
        {formatDate(doc.createdAt, i18n.language)}
      </p>
      <p>
        {t(`documents.status.${doc.reviewStatus}`)}
        {doc.reviewReason ? ` – ${t("documents.reason", { reason: doc.reviewReason })}` : ""}
      </p>
      {doc.reviewStatus === "pending" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <ButtonForm
            intent={INTENTS.acceptDocument}
            targetId={doc.uuid}
            lastResult={accept}
            primary
            submitLabel={t("documents.accept", { name: doc.name })}
          />
          <ReasonCommandForm
            intent={INTENTS.rejectDocument}
            targetId={doc.uuid}
            lastResult={reject}
            rules={rules.reason}
            reasonLabel={t("documents.rejectReason", { name: doc.name })}
            submitLabel={t("documents.reject", { name: doc.name })}
          />
        </div>
      ) : null}
    </li>
  );
}

function EmailChangeSection() {
  const { t, i18n } = useTranslation("advisor");
  const { detail, rules } = useLoaderData<typeof loader>();
  const req = detail.emailChangeRequest;
  const approve = useReply(INTENTS.approveEmail, req?.id ?? "");
  const reject = useReply(INTENTS.rejectEmail, req?.id ?? "");
  return (
    <Section titleId="email-title" title={t("emailChange.title")} className="card space-y-2">
      {!req ? (
        <p>{t("emailChange.none")}</p>
      ) : (
        <>
          <p>{t("emailChange.request", { email: req.newEmail, date: formatDateTime(req.createdAt, i18n.language) })}</p>
          {req.reason ? <p>{t("emailChange.reason", { reason: req.reason })}</p> : null}
          <div className="grid gap-3 sm:grid-cols-2">
            <ButtonForm
              intent={INTENTS.approveEmail}
              targetId={req.id}
              lastResult={approve}
              primary
              submitLabel={t("emailChange.approve")}
            />
            <ReasonCommandForm
              intent={INTENTS.rejectEmail}
              targetId={req.id}
              lastResult={reject}
              rules={rules.reason}
              reasonLabel={t("emailChange.rejectReason")}
              submitLabel={t("emailChange.reject")}
            />
          </div>
        </>
      )}
    </Section>
  );
}
