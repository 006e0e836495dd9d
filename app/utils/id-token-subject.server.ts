/**
 * The `sub` claim of an ID token, read without verifying it: only for a token the API has verified at
 * login (POST /v1/auth), or one a session sealed by the portal itself holds. Null when there is none.
 */
export function subjectOfIdToken(idToken: string | undefined): string | null {
  const payload = idToken?.split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { sub?: unknown };
    return typeof claims.sub === "string" && claims.sub ? claims.sub : null;
  } catch {
    return null;
  }
}
