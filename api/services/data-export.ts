/**
 * "My data": everything the portal holds about an applicant as one ZIP (docs/decisions/032): a JSON
 * document per entity, a README in the applicant's language, every uploaded document, the audit trail of
 * the application, the notifications and the mails sent to them. The records are read before the answer
 * starts (they are small); the documents' bytes are streamed from the blob store one after the other.
 */
import { and, asc, eq, inArray, or } from "drizzle-orm";
import { DATA_EXPORT_FILES, type DataExportFile, isLanguage, type Language } from "#contracts";
import type { Database } from "../db/client";
import {
  accounts,
  accountWithdrawals,
  applications,
  auditLog,
  campaignParticipations,
  campaigns,
  campuses,
  companies,
  cookieConsents,
  documents,
  jobMatches,
  jobOpenings,
  languageEntries,
  mailOutbox,
  notificationSettings,
  notifications,
  units,
  workExperiences,
} from "../db/schema";
import { notFound } from "../errors";
import type { BlobStore } from "../storage";
import { audit } from "./audit";
import { readme } from "./data-export-readme";
import { cleanFileName } from "./documents";
import { type ZipEntry, zipStream } from "./zip-stream";

const encoder = new TextEncoder();
const json = (value: unknown) => encoder.encode(`${JSON.stringify(value, null, 2)}\n`);

/** The name of a document in the ZIP: numbered (two uploads may share a name), never a path. */
export const documentEntryName = (index: number, name: string) =>
  `documents/${String(index + 1).padStart(2, "0")}-${cleanFileName(name).replace(/[\\/:*?"<>|]/g, "_")}`;

/** The records of the applicant, one array or object per file of the ZIP. */
async function collect(db: Database, accountId: string) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!account || account.anonymisedAt) throw notFound();
  const { subject: _subject, ...accountData } = account;
  const unitRows = await db
    .select({ unit: units, application: applications, campus: campuses.name })
    .from(units)
    .leftJoin(applications, eq(applications.unitId, units.id))
    .leftJoin(campuses, eq(campuses.id, applications.campusId))
    .where(eq(units.accountId, accountId))
    .orderBy(asc(units.createdAt));
  const docs = await db
    .select()
    .from(documents)
    .where(eq(documents.accountId, accountId))
    .orderBy(asc(documents.createdAt), asc(documents.id));
  const matches = await db
    .select({ match: jobMatches, title: jobOpenings.title, company: companies.name })
    .from(jobMatches)
    .innerJoin(jobOpenings, eq(jobOpenings.id, jobMatches.jobOpeningId))
    .innerJoin(companies, eq(companies.id, jobOpenings.companyId))
    .where(eq(jobMatches.accountId, accountId))
    .orderBy(asc(jobMatches.createdAt));
  const ids = [accountId, ...docs.map((d) => d.id), ...matches.map((m) => m.match.id)];
  const trail = await db
    .select()
    .from(auditLog)
    .where(or(inArray(auditLog.subjectId, ids), eq(auditLog.actorId, accountId)))
    .orderBy(asc(auditLog.at));
  const records: Record<DataExportFile, unknown> = {
    "account.json": accountData,
    "units.json": unitRows.map((r) => ({ ...r.unit, application: r.application, campus: r.campus })),
    "languages.json": await db.select().from(languageEntries).where(eq(languageEntries.accountId, accountId)),
    "work-experiences.json": await db.select().from(workExperiences).where(eq(workExperiences.accountId, accountId)),
    "documents.json": docs.map(({ storageKey: _key, ...d }, i) => ({ ...d, file: documentEntryName(i, d.name) })),
    "matches.json": matches.map((m) => ({ ...m.match, jobOpening: m.title, company: m.company })),
    "withdrawals.json": await db.select().from(accountWithdrawals).where(eq(accountWithdrawals.accountId, accountId)),
    "audit-trail.json": trail.map(({ id: _id, ...row }) => row),
    "notifications.json": await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientKind, "applicant"), eq(notifications.recipientId, accountId)))
      .orderBy(asc(notifications.createdAt)),
    "mails.json": account.email
      ? (
          await db
            .select()
            .from(mailOutbox)
            .where(eq(mailOutbox.toAddress, account.email))
            .orderBy(asc(mailOutbox.createdAt))
        ).map((m) => ({
          to: m.toAddress,
          subject: m.subject,
          text: m.textBody,
          status: m.status,
          createdAt: m.createdAt,
          sentAt: m.sentAt,
          attachments: m.attachments.map((a) => a.filename),
        }))
      : [],
    "consents.json": {
      notificationSettings:
        (await db.select().from(notificationSettings).where(eq(notificationSettings.accountId, accountId)))[0]
          ?.settings ?? {},
      cookieConsents: await db.select().from(cookieConsents).where(eq(cookieConsents.accountId, accountId)),
    },
    "campaigns.json": await db
      .select({
        campaign: campaigns.titleDe,
        registeredAt: campaignParticipations.registeredAt,
        participatedAt: campaignParticipations.participatedAt,
      })
      .from(campaignParticipations)
      .innerJoin(campaigns, eq(campaigns.id, campaignParticipations.campaignId))
      .where(eq(campaignParticipations.accountId, accountId)),
  };
  return { account, docs, records };
}

export interface DataExport {
  fileName: string;
  body: ReadableStream<Uint8Array>;
}

/**
 * The applicant's ZIP, recorded in the audit log (which files, how many documents; no content). `lng` is the
 * language the portal shows; without it the account's, else German.
 */
export async function exportApplicantData(
  db: Database,
  store: BlobStore,
  accountId: string,
  lng: string | undefined,
  now = new Date(),
): Promise<DataExport> {
  const { account, docs, records } = await collect(db, accountId);
  const language: Language = isLanguage(lng) ? lng : isLanguage(account.language) ? account.language : "de";
  await audit(db, {
    actorKind: "applicant",
    actorId: accountId,
    action: "account.data_exported",
    subjectType: "account",
    subjectId: accountId,
    details: { documents: docs.length },
  });
  const entries: ZipEntry[] = [
    { name: "README.txt", data: encoder.encode(readme(language, DATA_EXPORT_FILES, now)), compress: true },
    ...DATA_EXPORT_FILES.map((file) => ({ name: file, data: json(records[file]), compress: true })),
    ...docs.map((d, i) => ({
      name: documentEntryName(i, d.name),
      data: () => store.get(d.storageKey),
      compress: false,
    })),
  ];
  const day = now.toISOString().slice(0, 10);
  return { fileName: `tandem-my-data-${day}.zip`, body: zipStream(entries) };
}
