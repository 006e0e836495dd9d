/**
 * How a failed login ends: one clear page per kind of failure (app/routes/auth.failed), never a
 * redirect loop. The provider's `error` codes (RFC 6749 §4.1.2.1, OIDC Core §3.1.2.6) map to a kind;
 * the page names the code.
 */
export const LOGIN_FAILURES = ["cancelled", "refused", "unverified", "unreachable", "missingClaim"] as const;
export type LoginFailureKind = (typeof LOGIN_FAILURES)[number];
export const isLoginFailure = (value: unknown): value is LoginFailureKind =>
  LOGIN_FAILURES.includes(value as LoginFailureKind);

/** Provider error codes with their own sentence on the page (auth.failed.code.<code>). */
export const PROVIDER_ERRORS = {
  access_denied: "cancelled",
  consent_required: "refused",
  login_required: "refused",
  interaction_required: "refused",
  account_selection_required: "refused",
  unmet_authentication_requirements: "refused",
  invalid_scope: "refused",
  unauthorized_client: "refused",
  unsupported_response_type: "refused",
  invalid_request: "refused",
  invalid_request_uri: "refused",
  invalid_request_object: "refused",
  request_not_supported: "refused",
  request_uri_not_supported: "refused",
  registration_not_supported: "refused",
  server_error: "unreachable",
  temporarily_unavailable: "unreachable",
} as const satisfies Record<string, LoginFailureKind>;
export type ProviderErrorCode = keyof typeof PROVIDER_ERRORS;
export const isProviderErrorCode = (code: unknown): code is ProviderErrorCode =>
  typeof code === "string" && Object.hasOwn(PROVIDER_ERRORS, code);

/** Claims a login cannot do without (the page names the missing one). */
export const REQUIRED_CLAIMS = ["email"] as const;

/** The kind of failure for a provider's `error`; unknown codes count as a refusal. */
export const failureOfProviderError = (code: string): LoginFailureKind =>
  isProviderErrorCode(code) ? PROVIDER_ERRORS[code] : "refused";

/** The failure page's address; only known values travel (the page shows them). */
export function failurePage(
  unit: string,
  kind: LoginFailureKind,
  extra: { code?: string; claim?: string } = {},
): string {
  const params = new URLSearchParams({ unit, reason: kind });
  if (extra.code && /^[a-z_]{1,60}$/.test(extra.code)) params.set("code", extra.code);
  if (extra.claim && (REQUIRED_CLAIMS as readonly string[]).includes(extra.claim)) params.set("claim", extra.claim);
  return `/auth/failed?${params}`;
}
