/**
 * The error catalogue of docs/product.md#error-catalogue, defined once. The API answers every failure as
 * `{ code, message, errors? }`; the portal maps codes to `error.backend.{code}` texts.
 *
 * Codes the spec names without defining their cause are given one meaning here
 * (docs/decisions/004-error-codes.md):
 * - 1000 no or unknown api token            → portal: remember address, drop token, login
 * - 1001 account not found in the system     (e.g. a company user the company has not invited)
 * - 1002 api token revoked / account gone    → portal: clear the whole session, login
 * - 1003 api token expired                   → portal: remember address, drop token, login
 * - 1004 identity token invalid or expired   → portal: remember address, drop token, login
 * - 1005 no permission for this action (403)
 * - 1006 no valid application for the account
 * - 1007 request validation failed (400, `errors` holds field messages)
 * - 1008 resource not found (404)
 * - 1009 conflict: the resource is not in a state that allows this (409), or it was changed by someone
 *        else since it was read: If-Match names an old ETag (412, docs/decisions/016-optimistic-concurrency.md),
 *        or the change of a record several people edit named no version: If-Match missing (428,
 *        docs/decisions/070-if-match-required.md)
 * - 1010 too many requests (429)
 * - 5000 an owner cannot be edited
 * - 10001..10004 portal-internal codes (never sent by the API)
 */

export const ErrorCode = {
  missingToken: 1000,
  accountNotFound: 1001,
  sessionRevoked: 1002,
  tokenExpired: 1003,
  invalidIdentityToken: 1004,
  forbidden: 1005,
  noValidApplication: 1006,
  validationFailed: 1007,
  notFound: 1008,
  conflict: 1009,
  tooManyRequests: 1010,
  ownerNotEditable: 5000,
  // portal-internal
  authError: 10001,
  noUnit: 10002,
  fileBase64: 10003,
  fetchError: 10004,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Codes after which the portal drops the api token and sends the user to login, returning afterwards. */
export const RELOGIN_CODES: readonly number[] = [
  ErrorCode.missingToken,
  ErrorCode.tokenExpired,
  ErrorCode.invalidIdentityToken,
];
/** Code after which the portal clears the whole session and sends the user to login. */
export const CLEAR_SESSION_CODES: readonly number[] = [ErrorCode.sessionRevoked];

/** Default English message per API code (the portal shows translated texts; these are for API clients). */
export const ERROR_MESSAGES: Record<number, string> = {
  1000: "No valid api token was sent",
  1001: "Account not found in the system",
  1002: "The session has ended, please log in again",
  1003: "The api token has expired",
  1004: "The identity token is invalid or expired",
  1005: "No permission for this action",
  1006: "No valid application found for this account",
  1007: "The request is invalid",
  1008: "Resource not found",
  1009: "The resource is not in a state that allows this action",
  1010: "Too many requests",
  5000: "An owner cannot be edited",
};
