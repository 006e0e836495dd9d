/**
 * POST /auth (ID token → api token) and POST /auth/logout (revokes it, hands back the ID token once),
 * mounted under /v1 and /b2b/v1.
 */
import { createRoute } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { AuthRequest, AuthResponse, ErrorCode, LogoutResponse } from "#contracts";
import { publicAccess } from "../auth/access";
import { consumeIdToken } from "../auth/id-token-replay";
import { requireEmail, verifyIdToken } from "../auth/oidc";
import {
  bearerOf,
  DEFAULT_TOKEN_TTL_SECONDS,
  findToken,
  forgetToken,
  issueToken,
  revokeToken,
  type TokenOwner,
} from "../auth/tokens";
import { advisors } from "../db/schema";
import type { ApiDeps } from "../env";
import { errorResponses, unauthorized } from "../errors";
import { isPurgedSubject, pendingDeletion } from "../services/account-deletion";
import { upsertApplicant } from "../services/accounts";
import { audit } from "../services/audit";
import { findCompanyUser, membershipsOf, syncCompanyUserEmail } from "../services/b2b-users";
import { acceptInvitationAtLogin } from "../services/invitations";
import { welcomeOnFirstLogin } from "../services/notification-producers";
import { bearerSecurity, newRouter } from "./router";

const login = createRoute({
  middleware: publicAccess(),
  method: "post",
  path: "/auth",
  tags: ["Authentication"],
  summary: "Exchange an OpenID Connect ID token for an api token",
  description:
    "Verifies the ID token (signature against the issuer's JWKS, iss exactly as the provider's discovery states it, aud, exp; nonce, which the token must carry and which must equal the login's; at_hash when present). " +
    "E-mail and name come from the ID token, else from the provider's userinfo endpoint (`name` split when given_name/family_name are missing); an applicant login without any e-mail claim is refused (400, 1007, errors.email). " +
    "Each ID token is accepted once: a second exchange of the same token is refused (401 code 1004). " +
    "Applicants unknown to the API are created from the token's claims; company users and study advisors must be known (1001). " +
    "A company login with `invitationToken` first accepts that employee invitation for the logged-in subject (409 code 1009 when it is expired, used or revoked).",
  request: { body: { required: true, content: { "application/json": { schema: AuthRequest } } } },
  responses: {
    200: { description: "The api token", content: { "application/json": { schema: AuthResponse } } },
    ...errorResponses(400, 401, 404, 409),
  },
});

const logout = createRoute({
  middleware: publicAccess(),
  method: "post",
  path: "/auth/logout",
  tags: ["Authentication"],
  summary: "Revoke the bearer api token and get back the ID token of its login",
  description:
    "Revokes the bearer api token (also one that has expired) and answers the ID token that `POST /auth` verified for it, " +
    "for the provider's RP-initiated logout (`id_token_hint`). The API keeps no copy afterwards, so it is given once: " +
    "a second logout with the same token is refused with 401 code 1002 (revoked), an unknown token with 401 code 1000. " +
    "This answer is never recorded for an `Idempotency-Key`.",
  security: bearerSecurity,
  responses: {
    200: {
      description: "Revoked; the ID token of the login (null when none was kept)",
      content: { "application/json": { schema: LogoutResponse } },
    },
    ...errorResponses(401),
  },
});

export function authRoutes(deps: ApiDeps) {
  const { db } = deps;
  const ttl = deps.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS;
  return newRouter()
    .openapi(login, async (c) => {
      const { idToken, accessToken, invitationToken, nonce } = c.req.valid("json");
      const identity = await verifyIdToken(deps.issuers, idToken, accessToken, nonce);
      // before anything else happens with it: an ID token is exchanged at most once
      await consumeIdToken(db, idToken, identity.expiresAt);
      requireEmail(identity);
      const { issuer, claims } = identity;
      let owner: TokenOwner;
      let actorId: string;
      // an account created by this login (a new applicant, an invitation taken over) is greeted once
      let accountCreated = Boolean(invitationToken);
      // a deleted account's login is refused: its identity record is anonymised, nobody is created anew
      if (issuer.kind !== "study_advisor" && (await isPurgedSubject(db, issuer.kind, claims.sub))) {
        throw unauthorized(ErrorCode.accountNotFound);
      }
      if (issuer.kind === "applicant") {
        const { id, created } = await upsertApplicant(db, claims);
        accountCreated = created;
        owner = { kind: "applicant", accountId: id };
        actorId = id;
      } else if (issuer.kind === "company") {
        // an invitation link accepted before this login binds its membership to this subject first
        if (invitationToken) await acceptInvitationAtLogin(db, invitationToken, claims);
        const user = await findCompanyUser(db, claims.sub);
        if (!user || (await membershipsOf(db, user.id)).length === 0) {
          throw unauthorized(ErrorCode.accountNotFound);
        }
        await syncCompanyUserEmail(db, user.id, user.email, claims.email);
        owner = { kind: "company", companyUserId: user.id };
        actorId = user.id;
      } else {
        const [advisor] = await db.select().from(advisors).where(eq(advisors.subject, claims.sub)).limit(1);
        if (!advisor) throw unauthorized(ErrorCode.accountNotFound);
        if (claims.email && claims.email !== advisor.email) {
          await db.update(advisors).set({ email: claims.email }).where(eq(advisors.id, advisor.id));
        }
        owner = { kind: "study_advisor", advisorId: advisor.id };
        actorId = advisor.id;
      }
      // the ID token stays with the api token, for the logout's id_token_hint (ADR 037)
      const { token, expiresAt, id } = await issueToken(db, owner, ttl, idToken);
      if (accountCreated) await welcomeOnFirstLogin(db, owner);
      await audit(db, {
        actorKind: owner.kind,
        actorId,
        action: "auth.login",
        subjectType: "api_token",
        subjectId: id,
        details: { issuer: issuer.issuer },
      });
      const displayName = [claims.given_name, claims.family_name].filter(Boolean).join(" ") || claims.email;
      // a person whose account is being deleted is told at login (the portal shows the date and the undo)
      const deletion =
        owner.kind === "study_advisor" ? null : await pendingDeletion(db, { kind: owner.kind, id: actorId });
      return c.json(
        {
          api_token: token,
          expires_at: expiresAt.toISOString(),
          kind: owner.kind,
          display_name: displayName,
          ...(deletion ? { deletion_due_at: deletion.purgeAfter.toISOString() } : {}),
        },
        200,
      );
    })
    .openapi(logout, async (c) => {
      const token = bearerOf(c.req.header("authorization"));
      const row = token ? await findToken(db, token) : null;
      if (!row || !token) throw unauthorized(ErrorCode.missingToken);
      const revocation = await revokeToken(db, row.id);
      // already logged out (or another logout of this token won the race): nothing is handed out again
      if (!revocation.revoked) throw unauthorized(ErrorCode.sessionRevoked);
      forgetToken(db, token);
      await audit(db, {
        actorKind: row.kind,
        actorId: row.accountId ?? row.companyUserId ?? row.advisorId,
        action: "auth.logout",
        subjectType: "api_token",
        subjectId: row.id,
      });
      return c.json({ id_token_hint: revocation.idToken }, 200);
    });
}
