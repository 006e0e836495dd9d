/**
 * The applicant unit's CV generator and the application portfolio (docs/product.md#applicant-unit): the applicant's own CV is a
 * draft keyed by the account (7 days after its last change, gone with the account); without one the CV is
 * prefilled from what the account holds. The finished CV and the portfolio are stored through the
 * documents service (content check, audit row) like an upload.
 */
import { createHash } from "node:crypto";
import { asc, eq, lt } from "drizzle-orm";
import {
  type ApplicantCv,
  CV_DRAFT_DAYS,
  CV_LANGUAGE_LEVELS,
  type CvData,
  type CvDesign,
  type CvEntry,
  type Document,
  ErrorCode,
  emptyCv,
  NATIVE_LEVEL,
  PORTFOLIO_MAX_PAGES,
} from "#contracts";
import type { Database } from "../db/client";
import { accounts, cvDrafts, languageEntries, workExperiences } from "../db/schema";
import { ApiError, notFound } from "../errors";
import { mailLanguage, mailText } from "../mail/texts";
import { PageLimitError, renderPdf } from "../pdf/render";
import type { BlobStore } from "../storage";
import { cvBlocks, cvFileName, cvPdf } from "./cv-generator";
import { createDocument } from "./documents";
import { generateMotivation } from "./motivation";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The draft key of an account: never the hash of a visitor's token (those are 43 base64url characters). */
const keyOf = (accountId: string) => createHash("sha256").update(`account:${accountId}`).digest("hex");

const isoToGerman = (iso: string | null) => (iso ? iso.split("-").reverse().join(".") : "");
const monthYear = (iso: string | null) => (iso ? `${iso.slice(5, 7)}/${iso.slice(0, 4)}` : "");
const clip = (text: string, max: number) => text.slice(0, max);

function displayName(lng: string, type: "language" | "region", code: string): string {
  try {
    return new Intl.DisplayNames([mailLanguage(lng)], { type }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The CV as the account knows it: personal data, graduation, languages and work experience. */
export async function prefilledCv(db: Database, accountId: string, lng: string): Promise<CvData> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!account) throw notFound();
  const langs = await db
    .select()
    .from(languageEntries)
    .where(eq(languageEntries.accountId, accountId))
    .orderBy(asc(languageEntries.createdAt), asc(languageEntries.id));
  const work = await db
    .select()
    .from(workExperiences)
    .where(eq(workExperiences.accountId, accountId))
    .orderBy(asc(workExperiences.createdAt), asc(workExperiences.id));
  const cv = emptyCv();
  const street = account.shippingStreet ?? "";
  const city = [account.shippingPostalCode, account.shippingCity].filter(Boolean).join(" ");
  cv.profile = {
    ...cv.profile,
    firstName: clip(account.firstName ?? "", 80),
    lastName: clip(account.lastName ?? "", 80),
    email: clip(account.email, 200),
    phone: clip(account.phone ?? "", 40),
    address: clip([street, city].filter(Boolean).join(", "), 300),
    birthDate: isoToGerman(account.birthday),
  };
  if (account.universityEntranceQualification) {
    const entry: CvEntry = {
      title: clip(account.universityEntranceQualification, 150),
      place: clip(displayName(lng, "region", account.graduationCountry ?? "DE"), 150),
      from: "",
      to: "",
      description: account.gradeAverage !== null ? `Ø ${account.gradeAverage.toFixed(1)}` : "",
    };
    cv.education = [entry];
  }
  cv.experience = work.slice(0, 10).map((w) => ({
    title: clip(w.position, 150),
    place: clip(w.employer, 150),
    from: monthYear(w.startDate),
    to: monthYear(w.endDate),
    description: clip(w.description ?? "", 1000),
  }));
  // the strongest first, as a CV lists them (entries made together have no order of their own)
  const byLevel = [...langs].sort((a, b) => b.level - a.level || a.code.localeCompare(b.code));
  cv.languages = byLevel.slice(0, 10).map((l) => ({
    name: clip(displayName(lng, "language", l.code), 60),
    level: l.level >= NATIVE_LEVEL ? "native" : CV_LANGUAGE_LEVELS[Math.max(0, l.level - 1)],
  }));
  return cv;
}

export async function getApplicantCv(db: Database, accountId: string, lng: string): Promise<ApplicantCv> {
  const [row] = await db.select().from(cvDrafts).where(eq(cvDrafts.accountId, accountId)).limit(1);
  if (row && row.expiresAt > new Date()) return { cv: row.data, saved: true };
  return { cv: await prefilledCv(db, accountId, lng), saved: false };
}

export async function saveApplicantCv(db: Database, accountId: string, cv: CvData): Promise<ApplicantCv> {
  await db.delete(cvDrafts).where(lt(cvDrafts.expiresAt, new Date()));
  const now = new Date();
  const expiresAt = new Date(now.getTime() + CV_DRAFT_DAYS * DAY_MS);
  await db
    .insert(cvDrafts)
    .values({ tokenHash: keyOf(accountId), accountId, data: cv, updatedAt: now, expiresAt })
    .onConflictDoUpdate({ target: cvDrafts.tokenHash, set: { data: cv, updatedAt: now, expiresAt } });
  return { cv, saved: true };
}

/** Forgets the saved CV: the next read is prefilled from the account again. */
export async function resetApplicantCv(db: Database, accountId: string): Promise<void> {
  await db.delete(cvDrafts).where(eq(cvDrafts.accountId, accountId));
}

/** The applicant's CV as a PDF among their documents (category CV). */
export async function saveCvDocument(
  db: Database,
  store: BlobStore,
  accountId: string,
  design: CvDesign,
  lng: string,
): Promise<Document> {
  const { cv } = await getApplicantCv(db, accountId, lng);
  const pdf = await cvPdf({ ...cv, design }, design, lng);
  return createDocument(db, store, accountId, { name: cvFileName(cv), category: "CV", bytes: new Uint8Array(pdf) });
}

/** The portfolio: the CV, the short profile (the motivation generator's text) and the motivation letter. */
export async function portfolioPdf(db: Database, accountId: string, design: CvDesign, lng: string) {
  const { cv } = await getApplicantCv(db, accountId, lng);
  const [account] = await db
    .select({ motivationText: accounts.motivationText })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  const t = (key: string) => mailText(lng, `cvGenerator.pdf.${key}`);
  const shortProfile = await generateMotivation(db, accountId, lng === "en" ? "en" : "de");
  const { blocks } = cvBlocks(cv, lng);
  const name = [cv.profile.firstName, cv.profile.lastName].filter(Boolean).join(" ");
  const letter = account?.motivationText?.trim();
  try {
    const pdf = await renderPdf({
      title: name ? `${t("portfolio")}: ${name}` : t("portfolio"),
      lang: mailLanguage(lng),
      blocks: [
        ...blocks,
        { kind: "gap" },
        { kind: "h1", text: t("shortProfile") },
        { kind: "p", text: shortProfile },
        { kind: "gap" },
        { kind: "h1", text: t("motivationLetter") },
        ...(letter ? letter.split(/\n+/).map((text) => ({ kind: "p" as const, text })) : []),
        ...(letter ? [] : [{ kind: "p" as const, text: t("noMotivationLetter") }]),
      ],
      accent: design === "modern" ? "#1e40af" : undefined,
      maxPages: PORTFOLIO_MAX_PAGES,
      pageNumbersIn: lng,
    });
    return {
      pdf,
      fileName: `${["Bewerbungsmappe", cv.profile.firstName, cv.profile.lastName].filter(Boolean).join("-")}.pdf`,
    };
  } catch (error) {
    if (error instanceof PageLimitError) {
      throw new ApiError(400, ErrorCode.validationFailed, `The portfolio is longer than ${PORTFOLIO_MAX_PAGES} pages`, {
        cv: ["cvgenerator:errors.tooLong"],
      });
    }
    throw error;
  }
}

/** The portfolio stored among the documents (category Other: the categories have no portfolio). */
export async function savePortfolio(
  db: Database,
  store: BlobStore,
  accountId: string,
  design: CvDesign,
  lng: string,
): Promise<Document> {
  const { pdf, fileName } = await portfolioPdf(db, accountId, design, lng);
  return createDocument(db, store, accountId, { name: fileName, category: "Other", bytes: new Uint8Array(pdf) });
}
