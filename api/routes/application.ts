/** Applicant application routes under /v1: language entries, work experience, drafts, progress. */
import { z } from "@hono/zod-openapi";
import {
  ApplicationProgress,
  Draft,
  FORM_KEY_PATTERN,
  LanguageEntries,
  LanguageEntry,
  LanguageEntryCreate,
  LanguageOptions,
  WorkExperience,
  WorkExperienceCreate,
  WorkExperiences,
} from "#contracts";
import { accessGuards } from "../auth/access";
import type { ApiDeps } from "../env";
import { errorResponses } from "../errors";
import {
  addLanguage,
  addWorkExperience,
  getProgress,
  languageOptions,
  listLanguages,
  listWorkExperiences,
  removeLanguage,
  removeWorkExperience,
} from "../services/application";
import { deleteDraft, getDraft, putDraft } from "../services/drafts";
import { bearerSecurity, body, json, newRouter, noContent, routeGroup } from "./router";

const idParam = z.object({ id: z.uuid() });
const formKeyParam = z.object({ formKey: z.string().regex(FORM_KEY_PATTERN) });

export function applicationRoutes(deps: ApiDeps) {
  const { db } = deps;
  const auth = accessGuards(db).requireApplicant();
  const common = routeGroup({ tags: ["Application"], security: bearerSecurity, middleware: [auth] });

  const listLanguagesRoute = common.get("/account/languages", "The caller's language entries", {
    responses: { 200: json(LanguageEntries, "The entries") },
  });
  const addLanguageRoute = common.post("/account/languages", {
    summary: "Add a language (ISO 639-1 code, level 1–7); a code already added → 409",
    request: { body: body(LanguageEntryCreate) },
    responses: { 201: json(LanguageEntry, "The new entry"), ...errorResponses(400, 409) },
  });
  const removeLanguageRoute = common.delete("/account/languages/{id}", "Remove one of the caller's language entries", {
    request: { params: idParam },
    responses: { ...noContent, ...errorResponses(400, 404) },
  });
  const languageOptionsRoute = common.get("/languages", {
    summary: "The language option list, localised (docs/product.md#api-calls Resources /languages)",
    request: {
      query: z.object({
        lng: z
          .string()
          .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)
          .optional(),
      }),
    },
    responses: { 200: json(LanguageOptions, "Code and name of each language"), ...errorResponses(400) },
  });
  const listWorkRoute = common.get("/account/work-experiences", "The caller's work experience entries", {
    responses: { 200: json(WorkExperiences, "The entries") },
  });
  const addWorkRoute = common.post("/account/work-experiences", "Add a work experience entry", {
    request: { body: body(WorkExperienceCreate) },
    responses: { 201: json(WorkExperience, "The new entry"), ...errorResponses(400) },
  });
  const removeWorkRoute = common.delete("/account/work-experiences/{id}", {
    summary: "Remove one of the caller's work experience entries",
    request: { params: idParam },
    responses: { ...noContent, ...errorResponses(400, 404) },
  });
  const getDraftRoute = common.get("/drafts/{formKey}", "The caller's draft of a form (empty data when none)", {
    request: { params: formKeyParam },
    responses: { 200: json(Draft, "The draft"), ...errorResponses(400) },
  });
  const putDraftRoute = common.put("/drafts/{formKey}", "Replace the caller's draft of a form", {
    request: { params: formKeyParam, body: body(Draft) },
    responses: { 200: json(Draft, "The stored draft"), ...errorResponses(400) },
  });
  const deleteDraftRoute = common.delete("/drafts/{formKey}", "Clear the caller's draft of a form", {
    request: { params: formKeyParam },
    responses: { ...noContent, ...errorResponses(400) },
  });
  const progressRoute = common.get("/application/progress", {
    summary: "State of each step of the application journey and where to continue",
    responses: { 200: json(ApplicationProgress, "The steps") },
  });

  const owner = (accountId: string) => ({ kind: "applicant" as const, id: accountId });

  return newRouter()
    .openapi(listLanguagesRoute, async (c) =>
      c.json({ languages: await listLanguages(db, c.var.principal.accountId!) }, 200),
    )
    .openapi(addLanguageRoute, async (c) =>
      c.json(await addLanguage(db, c.var.principal.accountId!, c.req.valid("json")), 201),
    )
    .openapi(removeLanguageRoute, async (c) => {
      await removeLanguage(db, c.var.principal.accountId!, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(languageOptionsRoute, (c) => c.json({ languages: languageOptions(c.req.valid("query").lng ?? "de") }, 200))
    .openapi(listWorkRoute, async (c) =>
      c.json({ workExperiences: await listWorkExperiences(db, c.var.principal.accountId!) }, 200),
    )
    .openapi(addWorkRoute, async (c) =>
      c.json(await addWorkExperience(db, c.var.principal.accountId!, c.req.valid("json")), 201),
    )
    .openapi(removeWorkRoute, async (c) => {
      await removeWorkExperience(db, c.var.principal.accountId!, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .openapi(getDraftRoute, async (c) =>
      c.json(await getDraft(db, owner(c.var.principal.accountId!), c.req.valid("param").formKey), 200),
    )
    .openapi(putDraftRoute, async (c) =>
      c.json(
        await putDraft(db, owner(c.var.principal.accountId!), c.req.valid("param").formKey, c.req.valid("json").data),
        200,
      ),
    )
    .openapi(deleteDraftRoute, async (c) => {
      await deleteDraft(db, owner(c.var.principal.accountId!), c.req.valid("param").formKey);
      return c.body(null, 204);
    })
    .openapi(progressRoute, async (c) => c.json(await getProgress(db, c.var.principal.accountId!), 200));
}
