/**
 * The public CV generator: anonymous drafts (keyed by the SHA-256 of the visitor's token, 7 days after the
 * last change), the CV as a PDF, and sending it by e-mail through the outbox (a few per address a day).
 */
import { createHash } from "node:crypto";
import { and, count, eq, gt, lt } from "drizzle-orm";
import {
  CV_DRAFT_DAYS,
  CV_MAX_PAGES,
  CV_SENDS_PER_ADDRESS_PER_DAY,
  type CvData,
  type CvDesign,
  type CvDraft,
  ErrorCode,
} from "#contracts";
import type { Database } from "../db/client";
import { firstRow } from "../db/first-row";
import { cvDrafts, mailOutbox } from "../db/schema";
import { ApiError } from "../errors";
import { enqueueMail } from "../mail/outbox";
import { mailLanguage, mailText } from "../mail/texts";
import { PageLimitError, type PdfBlock, renderPdf } from "../pdf/render";

const DAY_MS = 24 * 60 * 60 * 1000;
const MAIL_TEMPLATE = "cv-generator";
const hash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Expired drafts go whenever a draft is saved (no job needed); reads skip them, and a read never writes. */
const purgeExpired = (db: Database) => db.delete(cvDrafts).where(lt(cvDrafts.expiresAt, new Date()));

export async function getDraft(db: Database, token: string): Promise<CvDraft | null> {
  await purgeExpired(db);
  const row = await firstRow(db, cvDrafts, eq(cvDrafts.tokenHash, hash(token)));
  return row ? { cv: row.data, updatedAt: row.updatedAt.toISOString() } : null;
}

export async function saveDraft(db: Database, token: string, cv: CvData): Promise<CvDraft> {
  await purgeExpired(db);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + CV_DRAFT_DAYS * DAY_MS);
  await db
    .insert(cvDrafts)
    .values({ tokenHash: hash(token), data: cv, updatedAt: now, expiresAt })
    .onConflictDoUpdate({ target: cvDrafts.tokenHash, set: { data: cv, updatedAt: now, expiresAt } });
  return { cv, updatedAt: now.toISOString() };
}

export async function deleteDraft(db: Database, token: string): Promise<void> {
  await db.delete(cvDrafts).where(eq(cvDrafts.tokenHash, hash(token)));
}

const period = (from: string, to: string) => [from, to].filter(Boolean).join(" – ");

/** The CV as blocks: the name as title, then each filled section under its heading. */
export function cvBlocks(cv: CvData, lng: string): { title: string; blocks: PdfBlock[] } {
  const t = (key: string) => mailText(lng, `cvGenerator.pdf.${key}`);
  const name = [cv.profile.firstName, cv.profile.lastName].filter(Boolean).join(" ");
  const title = name ? `${t("title")}: ${name}` : t("title");
  const blocks: PdfBlock[] = [{ kind: "h1", text: name || t("title") }];
  const contact = [cv.profile.address, cv.profile.phone, cv.profile.email, cv.profile.birthDate].filter(Boolean);
  for (const line of contact) blocks.push({ kind: "p", text: line });
  if (cv.profile.about) blocks.push({ kind: "gap" }, { kind: "p", text: cv.profile.about });
  const entries = (heading: string, list: CvData["education"]) => {
    if (list.length === 0) return;
    blocks.push({ kind: "h2", text: t(heading) });
    for (const e of list) {
      blocks.push({ kind: "h3", text: e.title });
      blocks.push({ kind: "p", text: [e.place, period(e.from, e.to)].filter(Boolean).join(", ") });
      if (e.description) blocks.push({ kind: "p", text: e.description });
    }
  };
  entries("experience", cv.experience);
  entries("education", cv.education);
  if (cv.languages.length > 0) {
    blocks.push({ kind: "h2", text: t("languages") });
    blocks.push({ kind: "list", items: cv.languages.map((l) => `${l.name}: ${t(`level.${l.level}`)}`) });
  }
  if (cv.software.length > 0) {
    blocks.push({ kind: "h2", text: t("software") });
    blocks.push({ kind: "list", items: cv.software.map((s) => `${s.name}: ${t(`skill.${s.level}`)}`) });
  }
  if (cv.hobbies) blocks.push({ kind: "h2", text: t("hobbies") }, { kind: "p", text: cv.hobbies });
  return { title, blocks };
}

/** The CV as a PDF of at most 4 pages; a longer one is refused (400), never cut. */
export async function cvPdf(cv: CvData, design: CvDesign, lng: string): Promise<Buffer> {
  const { title, blocks } = cvBlocks(cv, lng);
  try {
    return await renderPdf({
      title,
      lang: mailLanguage(lng),
      blocks,
      accent: design === "modern" ? "#1e40af" : undefined,
      maxPages: CV_MAX_PAGES,
      pageNumbersIn: lng,
    });
  } catch (error) {
    if (error instanceof PageLimitError) {
      throw new ApiError(400, ErrorCode.validationFailed, `The CV is longer than ${CV_MAX_PAGES} pages`, {
        cv: ["cvgenerator:errors.tooLong"],
      });
    }
    throw error;
  }
}

export const cvFileName = (cv: CvData) =>
  `${["Lebenslauf", cv.profile.firstName, cv.profile.lastName].filter(Boolean).join("-")}.pdf`;

/** Queues one mail with the CV; at most 3 a day to one address (429 with code 1010 beyond). */
export async function sendCv(db: Database, cv: CvData, design: CvDesign, lng: string, email: string) {
  const to = email.trim().toLowerCase();
  const pdf = await cvPdf(cv, design, lng);
  return db.transaction(async (tx) => {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.template, MAIL_TEMPLATE),
          eq(mailOutbox.toAddress, to),
          gt(mailOutbox.createdAt, new Date(Date.now() - DAY_MS)),
        ),
      );
    if (n >= CV_SENDS_PER_ADDRESS_PER_DAY) {
      throw new ApiError(429, ErrorCode.tooManyRequests, "This address has received enough CVs today", {
        email: ["cvgenerator:errors.addressLimit"],
      });
    }
    return enqueueMail(tx, {
      to,
      subject: mailText(lng, "cvGenerator.subject"),
      text: mailText(lng, "cvGenerator.text"),
      template: MAIL_TEMPLATE,
      attachments: [{ filename: cvFileName(cv), contentType: "application/pdf", content: pdf.toString("base64") }],
    });
  });
}
