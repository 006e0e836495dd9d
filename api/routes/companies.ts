import {
  Company,
  CompanyPatch,
  ErrorBody,
  MAX_UPLOAD_BYTES,
  NotificationSettingsBody,
  PaymentDetailsPatch,
  PaymentTypePatch,
  PortraitPatch,
} from "#contracts";
import { accessGuards } from "../auth/access";
import { ifMatch, tagged, versionedJson } from "../concurrency";
import type { ApiDeps } from "../env";
import { errorResponses } from "../errors";
import {
  getCompany,
  patchCompany,
  patchPaymentDetails,
  patchPaymentType,
  patchPortrait,
  readCompany,
} from "../services/companies";
import {
  companyPictureKey,
  getCompanyUserSettings,
  putCompanyUserSettings,
  removeCompanyPicture,
  removeUserPicture,
  setCompanyPicture,
  setUserPicture,
  userPictureKey,
} from "../services/company-profile";
import { pictureResponse, readPictureUpload } from "../services/pictures";
import { MemoryBlobStore } from "../storage";
import { bearerSecurity, body, companyParam, json, newRouter, routeGroup } from "./router";

const companyAnswer = (description: string) => json(Company, description);
const versionedCompany = (description: string) => versionedJson(Company, description);
const binary = { schema: { type: "string" as const, format: "binary" } };
const pictureBody = {
  required: true,
  content: {
    "multipart/form-data": {
      schema: {
        type: "object" as const,
        required: ["file"],
        properties: {
          file: {
            type: "string" as const,
            format: "binary",
            description: `jpeg or png, at most ${MAX_UPLOAD_BYTES} bytes`,
          },
        },
      },
    },
  },
};
const pictureErrors = {
  413: { description: "File too large (code 413)", content: { "application/json": { schema: ErrorBody } } },
  422: {
    description: "Not a jpeg or png (decided by content) or empty (code 1007)",
    content: { "application/json": { schema: ErrorBody } },
  },
};
const pictureAnswer = {
  200: { description: "The picture (nosniff, CSP sandbox)", content: { "image/jpeg": binary, "image/png": binary } },
};

export function companyRoutes(deps: ApiDeps) {
  const { db } = deps;
  const store = deps.storage ?? new MemoryBlobStore();
  const { requireCompany, requireCompanyUser } = accessGuards(db);
  const common = routeGroup({ tags: ["Company (B2B)"], security: bearerSecurity });
  const base = "/companies/{id}";

  const getRoute = common.get(base, {
    middleware: requireCompany(),
    summary: "The company with portrait and bank account (an empty bank account is created when absent), with its ETag",
    request: { params: companyParam },
    responses: { 200: versionedCompany("The company"), ...errorResponses(404) },
  });
  const patchRoute = common.patch(base, {
    middleware: requireCompany("edit_company_master_data"),
    summary: "Change the company's master data; If-Match required: 428 without it, 412 when stale",
    request: { params: companyParam, headers: ifMatch.required.headers, body: body(CompanyPatch) },
    responses: { 200: versionedCompany("The changed company"), ...errorResponses(400, 404, 412, 428) },
  });
  const portraitRoute = common.patch(`${base}/portrait`, {
    middleware: requireCompany("edit_company_portrait"),
    summary: "Change the portrait (how the company presents itself); If-Match required: 428 without it, 412 when stale",
    request: { params: companyParam, headers: ifMatch.required.headers, body: body(PortraitPatch) },
    responses: { 200: versionedCompany("The changed company"), ...errorResponses(400, 404, 412, 428) },
  });
  const paymentDetailsRoute = common.patch(`${base}/payment-details`, {
    middleware: requireCompany("edit_company_payment_details"),
    summary:
      "Change the bank account (IBAN checked; bank name and BIC filled from a German bank code when empty); If-Match required: 428 without it, 412 when stale",
    request: { params: companyParam, headers: ifMatch.required.headers, body: body(PaymentDetailsPatch) },
    responses: { 200: versionedCompany("The changed company"), ...errorResponses(400, 404, 412, 428) },
  });
  const paymentTypeRoute = common.patch(`${base}/payment-type`, {
    middleware: requireCompany("edit_company_payment_details"),
    summary:
      "Direct transfer or SEPA direct debit (SEPA needs sepaConfirmed and an IBAN; a mandate reference is assigned); If-Match required: 428 without it, 412 when stale",
    request: { params: companyParam, headers: ifMatch.required.headers, body: body(PaymentTypePatch) },
    responses: { 200: versionedCompany("The changed company"), ...errorResponses(400, 404, 412, 428) },
  });
  const picturePath = `${base}/profile-picture`;
  const getPictureRoute = common.get(picturePath, "The company's picture", {
    middleware: requireCompany(),
    request: { params: companyParam },
    responses: { ...pictureAnswer, ...errorResponses(404) },
  });
  const putPictureRoute = common.put(picturePath, {
    middleware: requireCompany("edit_company_master_data"),
    summary: "Replace the company's picture (multipart `file`, jpeg or png by content)",
    request: { params: companyParam, body: pictureBody },
    responses: { 200: companyAnswer("The company"), ...pictureErrors, ...errorResponses(400, 404) },
  });
  const deletePictureRoute = common.delete(picturePath, "Remove the company's picture", {
    middleware: requireCompany("edit_company_master_data"),
    request: { params: companyParam },
    responses: { 200: companyAnswer("The company"), ...errorResponses(404) },
  });
  const myPicture = "/me/profile-picture";
  const getMyPictureRoute = common.get(myPicture, "The caller's own picture", {
    middleware: requireCompanyUser(),
    responses: { ...pictureAnswer, ...errorResponses(404) },
  });
  const putMyPictureRoute = common.put(myPicture, {
    middleware: requireCompanyUser(),
    summary: "Replace the caller's own picture (multipart `file`, jpeg or png by content)",
    request: { body: pictureBody },
    responses: { 204: { description: "Stored" }, ...pictureErrors, ...errorResponses(400) },
  });
  const deleteMyPictureRoute = common.delete(myPicture, "Remove the caller's own picture", {
    middleware: requireCompanyUser(),
    responses: { 204: { description: "Removed" } },
  });
  const getSettingsRoute = common.get("/notification-settings", {
    middleware: requireCompanyUser(),
    summary: "The caller's notification settings: new_advisor, new_students, weekly job-openings newsletter",
    responses: { 200: json(NotificationSettingsBody, "The settings") },
  });
  const putSettingsRoute = common.put("/notification-settings", "Replace the caller's notification settings", {
    middleware: requireCompanyUser(),
    request: { body: body(NotificationSettingsBody) },
    responses: { 200: json(NotificationSettingsBody, "The saved settings"), ...errorResponses(400) },
  });

  const user = (c: { var: { principal: { companyUserId?: string | null } } }) => c.var.principal.companyUserId!;

  return newRouter()
    .openapi(getRoute, async (c) => c.json(tagged(c, await readCompany(db, c.var.company)), 200))
    .openapi(patchRoute, async (c) =>
      c.json(tagged(c, await patchCompany(db, c.var.company, c.req.valid("json"), ifMatch.required.of(c))), 200),
    )
    .openapi(portraitRoute, async (c) =>
      c.json(tagged(c, await patchPortrait(db, c.var.company, c.req.valid("json"), ifMatch.required.of(c))), 200),
    )
    .openapi(paymentDetailsRoute, async (c) =>
      c.json(tagged(c, await patchPaymentDetails(db, c.var.company, c.req.valid("json"), ifMatch.required.of(c))), 200),
    )
    .openapi(paymentTypeRoute, async (c) =>
      c.json(tagged(c, await patchPaymentType(db, c.var.company, c.req.valid("json"), ifMatch.required.of(c))), 200),
    )
    .openapi(getPictureRoute, async (c) => {
      const access = c.var.company;
      return pictureResponse(store, await companyPictureKey(db, access.companyId)) as never;
    })
    .openapi(putPictureRoute, async (c) => {
      const access = c.var.company;
      const bytes = await readPictureUpload(c.req.raw);
      await setCompanyPicture(db, store, access, bytes);
      return c.json(await getCompany(db, access), 200);
    })
    .openapi(deletePictureRoute, async (c) => {
      const access = c.var.company;
      await removeCompanyPicture(db, store, access);
      return c.json(await getCompany(db, access), 200);
    })
    .openapi(getMyPictureRoute, async (c) => pictureResponse(store, await userPictureKey(db, user(c))) as never)
    .openapi(putMyPictureRoute, async (c) => {
      await setUserPicture(db, store, user(c), await readPictureUpload(c.req.raw));
      return c.body(null, 204);
    })
    .openapi(deleteMyPictureRoute, async (c) => {
      await removeUserPicture(db, store, user(c));
      return c.body(null, 204);
    })
    .openapi(getSettingsRoute, async (c) => c.json({ settings: await getCompanyUserSettings(db, user(c)) }, 200))
    .openapi(putSettingsRoute, async (c) =>
      c.json({ settings: await putCompanyUserSettings(db, user(c), c.req.valid("json").settings) }, 200),
    );
}
