/**
 * The login's token exchange and logout, and the signed-in user's stored language: operations whose
 * path depends on the issuer (companies have their own API, applicants and staff share /v1).
 */
import type { AppLoadContext } from "@remix-run/node";
import type { Account, AuthRequest, B2bUser, Language, LogoutResponse } from "#contracts";
import { type ApiCallArgs, ApiError, type Body, callApi } from "./client.server";

type Issuer = "applicant" | "company" | "staff";

/**
 * POST /v1/auth (or /b2b/v1/auth) with the provider's tokens, answered as it came: not through the
 * transport rules, because a refused ID token (1004) must end this login, not start another one (a loop).
 * A network error is an ApiError with code 0.
 */
export async function exchangeTokens(
  context: AppLoadContext,
  issuer: Issuer,
  body: Body<typeof AuthRequest>,
): Promise<Response> {
  const endpoint = issuer === "company" ? "POST /b2b/v1/auth" : "POST /v1/auth";
  try {
    return await context.portal.apiFetch(
      new Request(`${context.portal.apiUrl}${endpoint.slice("POST ".length)}`, {
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/json" },
        body: JSON.stringify(body),
      }),
    );
  } catch {
    throw new ApiError("Network error", 0, 0, {});
  }
}

/**
 * Revokes the session's api token; the answer is the ID token of its login, for the provider's logout
 * (given once). Applicants and study advisors share /v1.
 */
export const logout = (args: ApiCallArgs, issuer: Issuer) =>
  issuer === "company"
    ? callApi<LogoutResponse>(args, "POST /b2b/v1/auth/logout")
    : callApi<LogoutResponse>(args, "POST /v1/auth/logout");

/** The signed-in applicant or company user, read with a token not yet in the session (the login callback). */
export const currentUser = (args: ApiCallArgs, issuer: "applicant" | "company", token: string) =>
  issuer === "company"
    ? callApi<B2bUser>(args, "GET /b2b/v1/me", { token })
    : callApi<Account>(args, "GET /v1/account", { token });

/** Stores the chosen page language with the applicant's account or the company user. */
export const storeLanguage = (args: ApiCallArgs, issuer: "applicant" | "company", language: Language) =>
  issuer === "company"
    ? callApi<B2bUser>(args, "PATCH /b2b/v1/me", { body: { language } })
    : callApi<Account>(args, "PATCH /v1/account", { body: { language } });
