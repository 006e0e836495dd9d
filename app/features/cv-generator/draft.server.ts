/**
 * The CV the generator's steps work on. Public (/lebenslauf-generator): the visitor's draft, its token in a
 * signed HttpOnly cookie (path /lebenslauf-generator, 7 days), the draft itself in the API; a cookie whose
 * signature does not verify is ignored (a new draft starts), so nobody reaches a draft without the cookie
 * the portal set for it. Applicant unit (/ds/cvgenerator): the applicant's own CV in the API under their
 * login, prefilled from the account until first saved; no cookie.
 */
import { randomBytes } from "node:crypto";
import { type AppLoadContext, createCookie, redirect } from "@remix-run/node";
import { CV_DRAFT_DAYS, type CvData, CvDraftToken, emptyCv } from "#contracts";
import { CV_DESIGNS, type CvDesign } from "#contracts/cv-options";
import {
  deleteCvDraft,
  getApplicantCv,
  getCvDraft,
  resetApplicantCv,
  saveApplicantCv,
  saveCvDraft,
} from "~/api/cv-generator.server";
import { i18next } from "~/i18n/i18next.server";
import { requireUser } from "~/session/auth.server";
import { orElse } from "~/utils/api-refusal.server";
import { APPLICANT_CV_BASE, cvBaseOf, PUBLIC_CV_BASE } from "~/utils/cv-base";
import { readFormData } from "~/utils/form-data.server";

export const CV_BASE = PUBLIC_CV_BASE;
/** The generator's base of this request: public or the applicant unit's. */
export const cvBase = (request: Request) => cvBaseOf(new URL(request.url).pathname);
const forApplicant = async ({ request, context }: Args) => {
  if (cvBase(request) !== APPLICANT_CV_BASE) return false;
  await requireUser(request, context, "applicant");
  return true;
};

/**
 * The posted form of a generator step. The applicant unit's login is checked first: an expired login keeps
 * the form for after the new login, which needs the body unread.
 */
export async function readCvForm(args: Args): Promise<FormData> {
  await forApplicant(args);
  return readFormData(args.request);
}

const draftCookie = (context: AppLoadContext) =>
  createCookie("tandem_cv", {
    httpOnly: true,
    sameSite: "lax",
    path: CV_BASE,
    secure: context.portal.secure,
    secrets: [context.portal.sessionSecret, ...(context.portal.previousSessionSecrets ?? [])],
    maxAge: CV_DRAFT_DAYS * 24 * 60 * 60,
  });

interface Args {
  request: Request;
  context: AppLoadContext;
}

async function tokenOf({ request, context }: Args): Promise<string | null> {
  const value: unknown = await draftCookie(context).parse(request.headers.get("Cookie"));
  return CvDraftToken.safeParse(value).success ? (value as string) : null;
}

/** The draft of this browser, or an empty CV (nothing saved yet, expired or deleted). */
export async function loadCv(args: Args): Promise<CvData> {
  if (await forApplicant(args)) return (await getApplicantCv(args, await cvLanguage(args.request))).cv;
  const token = await tokenOf(args);
  if (!token) return emptyCv();
  const draft = await orElse(getCvDraft(args, token), null, [404]);
  return draft ? draft.cv : emptyCv();
}

/** Saves the CV under this browser's token (a new one if it has none); answers the renewed cookie. */
export async function saveCv(args: Args, cv: CvData): Promise<Record<string, string>> {
  if (await forApplicant(args)) {
    await saveApplicantCv(args, cv);
    return {};
  }
  const token = (await tokenOf(args)) ?? randomBytes(32).toString("base64url");
  await saveCvDraft(args, token, cv);
  return { "Set-Cookie": await draftCookie(args.context).serialize(token) };
}

/** Saves the CV and redirects to the step `to` (a path below the generator's base, e.g. "input/education"). */
export async function saveCvAndGo(args: Args, cv: CvData, to: string): Promise<Response> {
  return redirect(`${cvBase(args.request)}/${to}`, { headers: await saveCv(args, cv) });
}

/** Deletes the draft and the cookie (the applicant's saved CV: prefilled from the account again). */
export async function deleteCvAndGo(args: Args, to: string): Promise<Response> {
  if (await forApplicant(args)) {
    await resetApplicantCv(args);
    return redirect(`${APPLICANT_CV_BASE}/${to}`);
  }
  const token = await tokenOf(args);
  if (token) await deleteCvDraft(args, token);
  return redirect(`${CV_BASE}/${to}`, {
    headers: { "Set-Cookie": await draftCookie(args.context).serialize("", { maxAge: 0 }) },
  });
}

export const cvLanguage = (request: Request) => i18next.getLocale(request);

/** Zod issues as field errors (message keys of the shared catalogue), by the first path segment or `prefix.path`. */
export function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "form";
    errors[key] ??= [];
    errors[key].push(issue.message);
  }
  return errors;
}

/** The design a form chose; an unknown one falls back to the classic design. */
export function cvDesignOf(form: FormData): CvDesign {
  const design = String(form.get("design") ?? "");
  return (CV_DESIGNS as readonly string[]).includes(design) ? (design as CvDesign) : "classic";
}

/** A form's text fields as strings (missing → ""). */
export const fields = <K extends string>(form: FormData, names: readonly K[]): Record<K, string> =>
  Object.fromEntries(names.map((n) => [n, String(form.get(n) ?? "")])) as Record<K, string>;

/**
 * A PDF answer of the API, or back to the preview when it refused the document (400: longer than the page
 * limit), which then shows the message: a download never ends on an empty page.
 */
export async function pdfOrBack(request: Request, pdf: () => Promise<Response>): Promise<Response> {
  try {
    return await pdf();
  } catch (error) {
    if (error instanceof Response && error.status === 400) return redirect(`${cvBase(request)}/send?error=tooLong`);
    throw error;
  }
}
