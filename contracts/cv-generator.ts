/**
 * The public CV generator (docs/product.md#shared-pages /lebenslauf-generator, docs/product.md#api-calls /cv-generator/…): the CV as data. The
 * portal keeps a visitor's draft in the API under an anonymous token and asks the API for the PDF; the API
 * renders only this data with its own layout (never HTML from the client).
 */
import { z } from "zod";
import { CV_DESIGNS, CV_LANGUAGE_LEVELS, CV_MAX_ENTRIES, CV_SOFTWARE_LEVELS } from "./cv-options";
import { msg, V } from "./validation";

export * from "./cv-options";
/** Sends of the CV by e-mail to one address within a day (the per-client limit is in server/limits.ts). */
export const CV_SENDS_PER_ADDRESS_PER_DAY = 3;

/** No NUL character: the database cannot keep one, and nobody types one (a client's mistake, said at the field). */
const withoutNul = (value: string) => !value.includes("\u0000");
// every limit message carries its value: a message without it shows "{{max}}" on screen
const text = (max: number) => z.string().trim().max(max, msg(V.maxLength, { max })).refine(withoutNul, V.formInvalid);
const required = (max: number) => text(max).min(1, V.required);

/** A birth date as the hint shows it (01.02.2006), a real day between 1900 and today; empty is allowed. */
function isBirthDate(value: string) {
  if (value === "") return true;
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  if (!match) return false;
  const [day, month, year] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && date.getTime() <= Date.now();
}

/** The profile as typed: every field may be empty in a draft; the profile step requires the name. */
export const CvProfile = z.object({
  firstName: text(80),
  lastName: text(80),
  email: text(200),
  phone: text(40),
  address: text(300),
  birthDate: z.string().trim().refine(isBirthDate, V.birthDateInvalid),
  about: text(1000),
});
export type CvProfile = z.infer<typeof CvProfile>;

export const CvProfileComplete = CvProfile.extend({
  firstName: required(80),
  lastName: required(80),
  email: z.union([z.literal(""), z.email(V.email).max(200, msg(V.maxLength, { max: 200 }))]),
});

/** One education or work entry. */
export const CvEntry = z.object({
  title: required(150),
  place: required(150),
  from: text(20),
  to: text(20),
  description: text(1000),
});
export type CvEntry = z.infer<typeof CvEntry>;

export const CvLanguage = z.object({ name: required(60), level: z.enum(CV_LANGUAGE_LEVELS, V.mustBeSelected) });
export const CvSoftware = z.object({ name: required(60), level: z.enum(CV_SOFTWARE_LEVELS, V.mustBeSelected) });

export const CvData = z.object({
  design: z.enum(CV_DESIGNS).default("classic"),
  profile: CvProfile,
  education: z.array(CvEntry).max(CV_MAX_ENTRIES),
  experience: z.array(CvEntry).max(CV_MAX_ENTRIES),
  languages: z.array(CvLanguage).max(CV_MAX_ENTRIES),
  software: z.array(CvSoftware).max(CV_MAX_ENTRIES),
  hobbies: text(1000),
});
export type CvData = z.infer<typeof CvData>;

export const emptyCv = (): CvData => ({
  design: "classic",
  profile: { firstName: "", lastName: "", email: "", phone: "", address: "", birthDate: "", about: "" },
  education: [],
  experience: [],
  languages: [],
  software: [],
  hobbies: "",
});

/** The draft token: 32 random bytes, base64url (the portal keeps it in a signed HttpOnly cookie). */
export const CvDraftToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
export const CV_DRAFT_HEADER = "X-CV-Draft";
/** Drafts are deleted this long after their last change. */
export const CV_DRAFT_DAYS = 7;

export const CvDraft = z.object({ cv: CvData, updatedAt: z.string() });
export type CvDraft = z.infer<typeof CvDraft>;

/** `POST /v1/cv-generator/upload`: the PDF of a CV in a design and a language. */
export const CvUploadBody = z.object({
  type: z.enum(CV_DESIGNS),
  lng: z.string().max(5).default("de"),
  cv: CvData,
});
/** `POST /v1/cv-generator/send/upload`: the same PDF to an e-mail address through the outbox. */
export const CvSendBody = CvUploadBody.extend({ email: z.email(V.email).max(200, msg(V.maxLength, { max: 200 })) });
export const CvSent = z.object({ queued: z.boolean() });

/**
 * The applicant's own CV (`/ds/cvgenerator`): kept like a public draft (7 days after the last change) but
 * keyed by the account; without one the API answers a CV prefilled from the account's data.
 */
export const ApplicantCv = z.object({ cv: CvData, saved: z.boolean().describe("false: prefilled, never saved") });
export type ApplicantCv = z.infer<typeof ApplicantCv>;
/** The applicant's CV as a PDF stored among their documents (category CV). */
export const CvDocumentBody = z.object({ type: z.enum(CV_DESIGNS), lng: z.string().max(5).default("de") });
/**
 * `POST /v1/application-portfolio`: one PDF with the CV, the short profile (the motivation generator's
 * text) and the motivation letter; `save: true` stores it among the documents instead of answering it.
 */
export const PortfolioBody = CvDocumentBody.extend({ save: z.boolean().default(false) });
/** The portfolio has the CV's 4 pages and the two texts: more than this is refused, never cut. */
export const PORTFOLIO_MAX_PAGES = 7;
