/** Authentication (the portal's token exchange, docs/product.md#api-calls POST /auth) and the health check. */
import { z } from "zod";
import { USER_KINDS } from "./enums";

export const AuthRequest = z.object({
  accessToken: z.string().min(1),
  idToken: z.string().min(1),
  invitationToken: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .describe("company logins: accept this employee invitation and bind it to the logged-in subject"),
  nonce: z.string().min(1).max(200).describe("the nonce the login sent; the ID token must carry it"),
});
export const AuthResponse = z.object({
  api_token: z.string(),
  expires_at: z.string().describe("ISO timestamp after which the api token is no longer accepted"),
  kind: z.enum(USER_KINDS),
  display_name: z.string().optional().describe("the name (or e-mail) the provider released, for the page header"),
  deletion_due_at: z
    .string()
    .optional()
    .describe("ISO date-time: the person asked to delete the account, which is purged after this time unless undone"),
});
export type AuthResponse = z.infer<typeof AuthResponse>;

/** POST /auth/logout: the api token is revoked; the ID token of its login comes back once, for RP-initiated logout. */
export const LogoutResponse = z.object({
  id_token_hint: z
    .string()
    .nullable()
    .describe(
      "the provider's ID token this api token was issued for, to send as id_token_hint to the provider's end_session_endpoint; null when the API kept none. Given once: the token is revoked by this call",
    ),
});
export type LogoutResponse = z.infer<typeof LogoutResponse>;

export const Health = z.object({ status: z.enum(["ok", "degraded"]), database: z.boolean(), version: z.string() });
