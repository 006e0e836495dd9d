/**
 * The motivation generator of step 5 (docs/product.md#applicant-unit): a short-profile draft built only from the applicant's
 * own data with a fixed template, so the same data always gives the same text. It is a draft: the
 * applicant edits it and saves it through PUT /partner-search/motivation; nothing is stored here.
 */
import languageNames from "@cospired/i18n-iso-languages";
import { asc, eq } from "drizzle-orm";
import { LANGUAGE_LEVEL_LABELS, NATIVE_LEVEL, TEXT_LIMITS } from "#contracts";
import type { Database } from "../db/client";
import { accounts, languageEntries, workExperiences } from "../db/schema";
import { notFound } from "../errors";
import { primaryApplication } from "./partner";

export type DraftLanguage = "de" | "en";

export interface ProfileFacts {
  firstName: string | null;
  lastName: string | null;
  course: string | null;
  campus: string | null;
  languages: { code: string; level: number }[];
  graduation: string | null;
  graduationStatus: string | null;
  gradeAverage: number | null;
  work: { position: string; employer: string }[];
  drivingLicense: boolean | null;
}

const TEXTS = {
  de: {
    intro: (name: string) => `Hallo, ich bin ${name}.`,
    introAnonymous: "Hallo!",
    course: (course: string, campus: string | null) =>
      campus
        ? `Ich möchte ${course} am Campus ${campus} dual studieren und suche dafür einen Praxispartner.`
        : `Ich möchte ${course} dual studieren und suche dafür einen Praxispartner.`,
    graduation: (g: string, status: string | null, grade: number | null) =>
      `Mein Schulabschluss: ${g}${status === "In prospect" ? " (voraussichtlich)" : ""}${
        grade !== null ? `, Notendurchschnitt ${grade.toFixed(1).replace(".", ",")}` : ""
      }.`,
    languages: (list: string) => `Sprachen: ${list}.`,
    native: "Muttersprache",
    work: (list: string) => `Berufserfahrung: ${list}.`,
    at: "bei",
    licence: "Ich habe einen Führerschein der Klasse B.",
    closing: "Ich freue mich darauf, Theorie und Praxis zu verbinden und Verantwortung zu übernehmen.",
  },
  en: {
    intro: (name: string) => `Hello, I am ${name}.`,
    introAnonymous: "Hello!",
    course: (course: string, campus: string | null) =>
      campus
        ? `I would like to study ${course} as a dual student at the ${campus} campus and am looking for a practice partner.`
        : `I would like to study ${course} as a dual student and am looking for a practice partner.`,
    graduation: (g: string, status: string | null, grade: number | null) =>
      `My school-leaving qualification: ${g}${status === "In prospect" ? " (expected)" : ""}${
        grade !== null ? `, grade average ${grade.toFixed(1)}` : ""
      }.`,
    languages: (list: string) => `Languages: ${list}.`,
    native: "native",
    work: (list: string) => `Work experience: ${list}.`,
    at: "at",
    licence: "I hold a class B driving licence.",
    closing: "I look forward to combining theory and practice and taking on responsibility.",
  },
} as const;

/** Sentences joined with spaces; whole sentences are dropped from the end until it fits the 1600 limit. */
export function composeMotivation(facts: ProfileFacts, lng: DraftLanguage): string {
  const t = TEXTS[lng];
  const name = [facts.firstName, facts.lastName].filter(Boolean).join(" ");
  const sentences: string[] = [name ? t.intro(name) : t.introAnonymous];
  if (facts.course) sentences.push(t.course(facts.course, facts.campus));
  if (facts.graduation) sentences.push(t.graduation(facts.graduation, facts.graduationStatus, facts.gradeAverage));
  if (facts.languages.length) {
    const names = languageNames.getNames(lng);
    const list = facts.languages
      .map((l) => {
        const raw = names[l.code];
        const label = Array.isArray(raw) ? String(raw[0]) : String(raw ?? l.code);
        return `${label} (${l.level === NATIVE_LEVEL ? t.native : LANGUAGE_LEVEL_LABELS[l.level]})`;
      })
      .join(", ");
    sentences.push(t.languages(list));
  }
  if (facts.work.length)
    sentences.push(t.work(facts.work.map((w) => `${w.position} ${t.at} ${w.employer}`).join("; ")));
  if (facts.drivingLicense) sentences.push(t.licence);
  sentences.push(t.closing);

  let text = sentences.join(" ");
  while (text.length > TEXT_LIMITS.motivation && sentences.length > 1) {
    sentences.splice(sentences.length - 2, 1); // keep the closing, drop the longest-tail facts first
    text = sentences.join(" ");
  }
  return text.slice(0, TEXT_LIMITS.motivation);
}

/** The applicant's facts in a stable order (entries by creation time, then id). */
export async function profileFacts(db: Database, accountId: string): Promise<ProfileFacts> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!account) throw notFound();
  const application = await primaryApplication(db, accountId);
  const langs = await db
    .select({ code: languageEntries.code, level: languageEntries.level })
    .from(languageEntries)
    .where(eq(languageEntries.accountId, accountId))
    .orderBy(asc(languageEntries.createdAt), asc(languageEntries.id));
  const work = await db
    .select({ position: workExperiences.position, employer: workExperiences.employer })
    .from(workExperiences)
    .where(eq(workExperiences.accountId, accountId))
    .orderBy(asc(workExperiences.createdAt), asc(workExperiences.id));
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    course: application?.course ?? null,
    campus: application?.campus ?? null,
    languages: langs,
    graduation: account.universityEntranceQualification,
    graduationStatus: account.universityEntranceQualificationStatus,
    gradeAverage: account.gradeAverage,
    work,
    drivingLicense: account.drivingLicenseExists,
  };
}

export async function generateMotivation(db: Database, accountId: string, lng: DraftLanguage): Promise<string> {
  return composeMotivation(await profileFacts(db, accountId), lng);
}
