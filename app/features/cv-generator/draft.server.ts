/**
 * The visitor's CV draft: its token lives in a signed HttpOnly cookie (path /lebenslauf-generator, 7 days),
 * the draft itself in the API. A cookie whose signature does not verify is ignored (a new draft starts),
 * so nobody reaches a draft without the cookie the portal set for it.
 */
import { randomBytes } from "node:crypto";
import { type AppLoadContext, createCookie, redirect } from "@remix-run/node";
import { CV_DRAFT_DAYS, type CvData, CvDraftToken, emptyCv } from "#contracts";
import { ApiError } from "~/api/client.server";
import { deleteCvDraft, getCvDraft, saveCvDraft } from "~/api/cv-generator.server";
import { i18next } from "~/i18next.server";

export const CV_BASE = "/lebenslauf-generator";

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
  const token = await tokenOf(args);
  if (!token) return emptyCv();
  try {
    return (await getCvDraft(args, token)).cv;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return emptyCv();
    throw error;
  }
}

/** Saves the CV under this browser's token (a new one if it has none); answers the renewed cookie. */
export async function saveCv(args: Args, cv: CvData): Promise<{ "Set-Cookie": string }> {
  const token = (await tokenOf(args)) ?? randomBytes(32).toString("base64url");
  await saveCvDraft(args, token, cv);
  return { "Set-Cookie": await draftCookie(args.context).serialize(token) };
}

/** Saves the CV and redirects to the next page. */
export async function saveCvAndGo(args: Args, cv: CvData, to: string): Promise<Response> {
  return redirect(to, { headers: await saveCv(args, cv) });
}

/** Deletes the draft and the cookie. */
export async function deleteCvAndGo(args: Args, to: string): Promise<Response> {
  const token = await tokenOf(args);
  if (token) await deleteCvDraft(args, token);
  return redirect(to, { headers: { "Set-Cookie": await draftCookie(args.context).serialize("", { maxAge: 0 }) } });
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

/** A form's text fields as strings (missing → ""). */
export const fields = <K extends string>(form: FormData, names: readonly K[]): Record<K, string> =>
  Object.fromEntries(names.map((n) => [n, String(form.get(n) ?? "")])) as Record<K, string>;
