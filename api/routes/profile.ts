/** Applicant profile routes under /v1: notification settings, e-mail verification and change, referral link. */
import {
  Account,
  EmailChangeRequest,
  EmailChangeRequestCreate,
  EmailVerificationConfirm,
  EmailVerificationSent,
  ErrorBody,
  NotificationSettingsBody,
  OpenEmailChangeRequest,
  ReferralLink,
} from "#contracts";
import { accessGuards } from "../auth/access";
import type { ApiDeps } from "../env";
import { errorResponses } from "../errors";
import { getAccount } from "../services/accounts";
import {
  confirmEmailVerification,
  createEmailChangeRequest,
  getNotificationSettings,
  getOpenEmailChangeRequest,
  getReferralLink,
  putNotificationSettings,
  sendEmailVerification,
} from "../services/profile";
import { bearerSecurity, body, json, newRouter, routeGroup } from "./router";

const tooManyRequests = {
  429: json(ErrorBody, "Too many requests (code 1010): at most one verification e-mail per minute"),
};

export function profileRoutes(deps: ApiDeps) {
  const { db } = deps;
  const publicUrl = deps.publicUrl ?? "http://localhost:3000";
  const auth = accessGuards(db).requireApplicant();
  const common = routeGroup({ tags: ["Applicant profile"], security: bearerSecurity, middleware: [auth] });

  const getSettings = common.get("/notification-settings", "The caller's notification settings (defaults filled in)", {
    responses: { 200: json(NotificationSettingsBody, "The settings") },
  });
  const putSettings = common.put("/notification-settings", "Replace the caller's notification settings", {
    request: { body: body(NotificationSettingsBody) },
    responses: { 200: json(NotificationSettingsBody, "The saved settings"), ...errorResponses(400) },
  });
  const sendVerification = common.post("/account/email-verification", {
    summary: "Send a verification link (valid 24 h, single use) to the account's e-mail address",
    responses: {
      202: json(EmailVerificationSent, "The mail is queued"),
      ...tooManyRequests,
      ...errorResponses(409),
    },
  });
  const confirmVerification = common.post("/account/email-verification/confirm", {
    summary: "Confirm the caller's e-mail address with the token of the link",
    request: { body: body(EmailVerificationConfirm) },
    responses: {
      200: json(Account, "The account, now verified"),
      ...errorResponses(400, 404, 409),
    },
  });
  const createChangeRequest = common.post("/account/email-change-requests", {
    summary: "Ask the study advisor to change the e-mail address (one open request at a time)",
    request: { body: body(EmailChangeRequestCreate) },
    responses: { 201: json(EmailChangeRequest, "The request"), ...errorResponses(400, 409) },
  });
  const getChangeRequest = common.get("/account/email-change-requests", {
    summary: "The caller's open e-mail change request, if any",
    responses: { 200: json(OpenEmailChangeRequest, "The open request or null") },
  });
  const referralLink = common.get("/account/referral-link", {
    summary: "The caller's personal referral link (created on first use)",
    responses: { 200: json(ReferralLink, "The link") },
  });

  const me = (c: { var: { principal: { accountId: string | null } } }) => c.var.principal.accountId!;
  return newRouter()
    .openapi(getSettings, async (c) => c.json({ settings: await getNotificationSettings(db, me(c)) }, 200))
    .openapi(putSettings, async (c) =>
      c.json({ settings: await putNotificationSettings(db, me(c), c.req.valid("json").settings) }, 200),
    )
    .openapi(sendVerification, async (c) => c.json(await sendEmailVerification(db, me(c), publicUrl), 202))
    .openapi(confirmVerification, async (c) => {
      await confirmEmailVerification(db, me(c), c.req.valid("json").token);
      return c.json(await getAccount(db, me(c)), 200);
    })
    .openapi(createChangeRequest, async (c) =>
      c.json(await createEmailChangeRequest(db, me(c), c.req.valid("json")), 201),
    )
    .openapi(getChangeRequest, async (c) => c.json({ request: await getOpenEmailChangeRequest(db, me(c)) }, 200))
    .openapi(referralLink, async (c) => c.json(await getReferralLink(db, me(c), publicUrl), 200));
}
