/**
 * Content of the company unit (docs/product.md#company-unit downloads, students, upskilling): downloads and upskilling offers
 * are the same for every company; the students are the company's own — applicants whose match on one of
 * its openings ended in offer_accepted, with the contract when one was requested.
 */
import { and, asc, eq } from "drizzle-orm";
import type {
  CompanyDownload,
  CompanyDownloadList,
  CompanyStudent,
  CompanyStudentList,
  UpskillingList,
} from "#contracts";
import type { Database } from "../db/client";
import {
  accounts,
  campuses,
  companyContracts,
  companyDownloads,
  jobMatches,
  jobOpenings,
  upskillingOffers,
} from "../db/schema";
import { notFound } from "../errors";
import { documentPdf } from "../pdf/render";

type DownloadRow = typeof companyDownloads.$inferSelect;
const toDownload = (r: DownloadRow): CompanyDownload => ({
  slug: r.slug,
  category: r.category,
  title: { de: r.titleDe, en: r.titleEn },
  description: { de: r.descriptionDe, en: r.descriptionEn },
});

export async function listDownloads(db: Database): Promise<CompanyDownloadList> {
  const rows = await db
    .select()
    .from(companyDownloads)
    .orderBy(asc(companyDownloads.sortOrder), asc(companyDownloads.slug));
  return { items: rows.map(toDownload) };
}

/**
 * A download as a PDF. The documents are German originals (their text is stored in German only); the
 * English title and a note lead an English copy.
 */
export async function downloadPdf(
  db: Database,
  slug: string,
  lng: "de" | "en",
): Promise<{ fileName: string; pdf: Buffer }> {
  const [row] = await db.select().from(companyDownloads).where(eq(companyDownloads.slug, slug)).limit(1);
  if (!row) throw notFound("Download not found");
  const lead =
    lng === "de"
      ? [row.descriptionDe, ""]
      : [row.descriptionEn, "The binding text of this document is the German original below.", ""];
  return {
    fileName: `${row.slug}.pdf`,
    pdf: await documentPdf(lng === "de" ? row.titleDe : row.titleEn, [...lead, ...row.body], lng),
  };
}

export async function listUpskilling(db: Database): Promise<UpskillingList> {
  const rows = await db
    .select()
    .from(upskillingOffers)
    .orderBy(asc(upskillingOffers.startsOn), asc(upskillingOffers.titleDe));
  return {
    items: rows.map((r) => ({
      id: r.id,
      title: { de: r.titleDe, en: r.titleEn },
      description: { de: r.descriptionDe, en: r.descriptionEn },
      format: r.format,
      durationHours: r.durationHours,
      startsOn: r.startsOn,
      url: r.url,
    })),
  };
}

/** The company's students: offer_accepted matches on its openings, with their contracts; by last name. */
export async function listStudents(db: Database, companyId: string): Promise<CompanyStudentList> {
  const rows = await db
    .select({
      matchId: jobMatches.id,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      course: jobOpenings.course,
      campus: campuses.name,
      openingStart: jobOpenings.startDate,
      jobOpeningId: jobOpenings.id,
      jobOpeningTitle: jobOpenings.title,
      contractStatus: companyContracts.status,
      contractStart: companyContracts.startDate,
      signedOn: companyContracts.signedOn,
    })
    .from(jobMatches)
    .innerJoin(jobOpenings, eq(jobOpenings.id, jobMatches.jobOpeningId))
    .innerJoin(accounts, eq(accounts.id, jobMatches.accountId))
    .leftJoin(campuses, eq(campuses.id, jobOpenings.campusId))
    .leftJoin(
      companyContracts,
      and(eq(companyContracts.matchId, jobMatches.id), eq(companyContracts.companyId, companyId)),
    )
    .where(and(eq(jobOpenings.companyId, companyId), eq(jobMatches.status, "offer_accepted")))
    .orderBy(asc(accounts.lastName), asc(accounts.firstName));
  const items: CompanyStudent[] = rows.map((r) => ({
    matchId: r.matchId,
    firstName: r.firstName ?? "",
    lastName: r.lastName ?? "",
    course: r.course,
    campus: r.campus,
    startDate: r.contractStart ?? r.openingStart,
    jobOpeningId: r.jobOpeningId,
    jobOpeningTitle: r.jobOpeningTitle,
    contractStatus: r.contractStatus ?? "none",
    signedOn: r.signedOn,
  }));
  return { items };
}
