/**
 * "My data": everything the portal holds about an applicant as one ZIP (docs/decisions/032): a JSON
 * document per entity, a README in the applicant's language, every uploaded document, the audit trail of
 * the application, the notifications and the mails sent to them. The records are read before the answer
 * starts (they are small); the documents' bytes are streamed from the blob store one after the other.
 */
import { and, asc, desc, eq, gt, inArray, lte, or, sql } from "drizzle-orm";
import {
  DATA_EXPORT_FILES,
  type DataExport,
  type DataExportFile,
  type DataExportState,
  EXPORT_KEEP_DAYS,
  isLanguage,
  LARGE_EXPORT_BYTES,
  type Language,
} from "#contracts";
import type { Database } from "../db/client";
import { firstRow } from "../db/first-row";
import {
  accounts,
  accountWithdrawals,
  applications,
  auditLog,
  campaignParticipations,
  campaigns,
  campuses,
  companies,
  companyMemberships,
  companyUsers,
  consents,
  cookieConsents,
  dataExports,
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
import { type BlobStore, newStorageKey } from "../storage";
import { audit, ownAccount, ownCompanyUser } from "./audit";
import { readme } from "./data-export-readme";
import { cleanFileName } from "./documents";
import { type ZipEntry, zipStream } from "./zip-stream";

const encoder = new TextEncoder();
const DAY_MS = 24 * 60 * 60 * 1000;
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
    "notifications.json": await notificationsTo(db, "applicant", accountId),
    "mails.json": await mailsTo(db, account.email),
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

export interface ZipDownload {
  fileName: string;
  body: ReadableStream<Uint8Array>;
}

const zipFileName = (now: Date) => `tandem-my-data-${now.toISOString().slice(0, 10)}.zip`;

/** The applicant's ZIP as a stream (records read now, documents streamed as the reader pulls). */
async function applicantZip(
  db: Database,
  store: BlobStore,
  accountId: string,
  lng: string | undefined,
  now: Date,
): Promise<{ documents: number; body: ReadableStream<Uint8Array> }> {
  const { account, docs, records } = await collect(db, accountId);
  const language: Language = isLanguage(lng) ? lng : isLanguage(account.language) ? account.language : "de";
  const entries: ZipEntry[] = [
    { name: "README.txt", data: encoder.encode(readme(language, DATA_EXPORT_FILES, now)), compress: true },
    ...DATA_EXPORT_FILES.map((file) => ({ name: file, data: json(records[file]), compress: true })),
    ...docs.map((d, i) => ({
      name: documentEntryName(i, d.name),
      data: () => store.get(d.storageKey),
      compress: false,
    })),
  ];
  return { documents: docs.length, body: zipStream(entries) };
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
): Promise<ZipDownload> {
  const { documents: count, body } = await applicantZip(db, store, accountId, lng, now);
  await audit(db, { ...ownAccount(accountId), action: "account.data_exported", details: { documents: count } });
  return { fileName: zipFileName(now), body };
}

// ---------- Large accounts: the ZIP built in the background, offered for EXPORT_KEEP_DAYS ----------

type ExportRow = typeof dataExports.$inferSelect;

const toExport = (row: ExportRow): DataExport => ({
  id: row.id,
  status: row.status === "ready" ? "ready" : "pending",
  requestedAt: row.requestedAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

/** Whether the account's documents are too large for a direct download. */
async function isLarge(db: Database, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ bytes: sql<number>`coalesce(sum(${documents.size}), 0)::bigint` })
    .from(documents)
    .where(eq(documents.accountId, accountId));
  return Number(row?.bytes ?? 0) > LARGE_EXPORT_BYTES;
}

/** The latest background ZIP still on offer (pending, or ready and not expired). */
async function currentExport(db: Database, accountId: string, now: Date): Promise<ExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(
      and(eq(dataExports.accountId, accountId), or(eq(dataExports.status, "pending"), gt(dataExports.expiresAt, now))),
    )
    .orderBy(desc(dataExports.requestedAt))
    .limit(1);
  return row ?? null;
}

export async function getExportState(db: Database, accountId: string, now = new Date()): Promise<DataExportState> {
  const row = await currentExport(db, accountId, now);
  return { large: await isLarge(db, accountId), export: row ? toExport(row) : null };
}

/** Asks for the ZIP to be built in the background (once: a pending or ready one is answered again). */
export async function prepareExport(db: Database, accountId: string, now = new Date()): Promise<DataExportState> {
  const existing = await currentExport(db, accountId, now);
  if (existing) return { large: await isLarge(db, accountId), export: toExport(existing) };
  const [row] = await db.insert(dataExports).values({ accountId, requestedAt: now }).returning();
  await audit(db, {
    ...ownAccount(accountId),
    action: "account.data_exported",
    details: { background: true, exportId: row.id },
  });
  return { large: await isLarge(db, accountId), export: toExport(row) };
}

/** The stored ZIP of a ready, unexpired export of the caller (404 otherwise). */
export async function openExportFile(
  db: Database,
  store: BlobStore,
  accountId: string,
  exportId: string,
  now = new Date(),
): Promise<ZipDownload> {
  const row = await firstRow(
    db,
    dataExports,
    and(
      eq(dataExports.id, exportId),
      eq(dataExports.accountId, accountId),
      eq(dataExports.status, "ready"),
      gt(dataExports.expiresAt, now),
    ),
  );
  const body = row?.storageKey ? await store.get(row.storageKey) : null;
  if (!row || !body) throw notFound();
  return { fileName: zipFileName(row.readyAt ?? now), body };
}

/** Counts the bytes that pass (the stored ZIP's size, without reading it again). */
function counted(stream: ReadableStream<Uint8Array>, total: { bytes: number }) {
  return stream.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total.bytes += chunk.length;
        controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * The background job: builds each pending ZIP into the blob store (streamed, never whole in memory),
 * offers it for EXPORT_KEEP_DAYS, and removes the expired ones. Idempotent: a built export is ready and
 * not built again; an expired one is gone.
 */
export async function buildDataExports(deps: {
  db: Database;
  storage?: BlobStore;
  now: Date;
}): Promise<Record<string, number>> {
  const { db, storage, now } = deps;
  if (!storage) return { built: 0, removed: 0 };
  let built = 0;
  let removed = 0;
  const pending = await db.select().from(dataExports).where(eq(dataExports.status, "pending"));
  for (const row of pending) {
    const key = newStorageKey();
    const total = { bytes: 0 };
    const { body } = await applicantZip(db, storage, row.accountId, undefined, now);
    await storage.put(key, counted(body, total));
    const updated = await db
      .update(dataExports)
      .set({
        status: "ready",
        storageKey: key,
        size: total.bytes,
        readyAt: now,
        expiresAt: new Date(now.getTime() + EXPORT_KEEP_DAYS * DAY_MS),
      })
      .where(and(eq(dataExports.id, row.id), eq(dataExports.status, "pending")))
      .returning({ id: dataExports.id });
    // built twice at once (a second run): the later file is not needed
    if (updated.length === 0) await storage.delete(key);
    else built++;
  }
  const expired = await db.delete(dataExports).where(lte(dataExports.expiresAt, now)).returning();
  for (const row of expired) {
    if (row.storageKey) await storage.delete(row.storageKey);
    removed++;
  }
  return { built, removed };
}

/** The files of a company user's ZIP: the person, not the company's records. */
export const COMPANY_USER_EXPORT_FILES = [
  "person.json",
  "memberships.json",
  "consents.json",
  "audit-trail.json",
  "notifications.json",
  "mails.json",
] as const;

/**
 * A company user's ZIP ("the same for company users"): their own person (name, contact, settings), the
 * companies they belong to with their role, their consents, what they did (the audit rows they are the
 * actor or subject of), the notifications and mails sent to them. The company's records (openings,
 * applicants, invoices) are the company's, not the person's, and stay out.
 */
export async function exportCompanyUserData(
  db: Database,
  store: BlobStore,
  companyUserId: string,
  lng: string | undefined,
  now = new Date(),
): Promise<ZipDownload> {
  const [user] = await db.select().from(companyUsers).where(eq(companyUsers.id, companyUserId)).limit(1);
  if (!user || user.anonymisedAt) throw notFound();
  const { subject: _subject, ...person } = user;
  const memberships = await db
    .select({ membership: companyMemberships, company: companies.name })
    .from(companyMemberships)
    .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
    .where(eq(companyMemberships.companyUserId, companyUserId));
  const trail = await db
    .select()
    .from(auditLog)
    .where(or(eq(auditLog.subjectId, companyUserId), eq(auditLog.actorId, companyUserId)))
    .orderBy(asc(auditLog.at));
  const records: Record<(typeof COMPANY_USER_EXPORT_FILES)[number], unknown> = {
    "person.json": person,
    "memberships.json": memberships.map((m) => ({
      company: m.company,
      isOwner: m.membership.isOwner,
      permissions: m.membership.permissions,
      department: m.membership.department,
      position: m.membership.position,
      createdAt: m.membership.createdAt,
    })),
    "consents.json": {
      consents: await db.select().from(consents).where(eq(consents.companyUserId, companyUserId)),
      cookieConsents: await db.select().from(cookieConsents).where(eq(cookieConsents.companyUserId, companyUserId)),
    },
    "audit-trail.json": trail.map(({ id: _id, ...row }) => row),
    "notifications.json": await notificationsTo(db, "company", companyUserId),
    "mails.json": await mailsTo(db, user.email),
  };
  const language: Language = lng === "en" || (lng === undefined && user.language === "en") ? "en" : "de";
  await audit(db, {
    ...ownCompanyUser(companyUserId),
    action: "account.data_exported",
    details: { picture: user.profilePicture ? 1 : 0 },
  });
  const picture = user.profilePicture;
  const entries: ZipEntry[] = [
    {
      name: "README.txt",
      data: encoder.encode(readme(language, COMPANY_USER_EXPORT_FILES, now, "company")),
      compress: true,
    },
    ...COMPANY_USER_EXPORT_FILES.map((file) => ({ name: file, data: json(records[file]), compress: true })),
    ...(picture ? [{ name: "picture", data: () => store.get(picture), compress: false }] : []),
  ];
  return { fileName: zipFileName(now), body: zipStream(entries) };
}

/** The notifications of one recipient, oldest first. */
function notificationsTo(db: Database, kind: "applicant" | "company", recipientId: string) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientKind, kind), eq(notifications.recipientId, recipientId)))
    .orderBy(asc(notifications.createdAt));
}

/** The mails sent to an address, oldest first, as the export shows them (attachments by name). */
async function mailsTo(db: Database, address: string | null) {
  if (!address) return [];
  const mails = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address))
    .orderBy(asc(mailOutbox.createdAt));
  return mails.map((m) => ({
    to: m.toAddress,
    subject: m.subject,
    text: m.textBody,
    status: m.status,
    createdAt: m.createdAt,
    sentAt: m.sentAt,
    attachments: m.attachments.map((a) => a.filename),
  }));
}
