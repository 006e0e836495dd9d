/**
 * The four-step manage flow of a job opening (docs/product.md#company-unit, docs/architecture.md#forms): study → job → requirements →
 * finish. "Continue" validates the step and saves it to the opening (the first step of a new opening
 * creates the draft); "Back" keeps the raw input as a server-side draft without validating; a failed
 * validation keeps the raw input too; loading a step prefers that raw draft, and a form posted after the
 * login expired (app/session/pending-form.server.ts) comes back as the draft of its step.
 */

import { createHash } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import {
  AttemptKey,
  type CompanyJobOpening,
  type Draft,
  JOB_OPENING_STEPS,
  type JobOpeningCreate,
  type JobOpeningPatch,
  type JobOpeningStep,
} from "#contracts";
import { newSubmissionKey } from "#contracts/submission";
import type { ApiCallArgs, Body } from "~/api/client.server";
import {
  createJobOpening,
  deleteJobOpeningDraft,
  getJobOpening,
  getJobOpeningAttempt,
  getJobOpeningDraft,
  getJobOpeningFormOptions,
  jobOpeningCommand,
  patchJobOpening,
  putJobOpeningDraft,
} from "~/api/job-openings.server";
import { requireCompany } from "~/features/company/company.server";
import { ATTEMPT_PARAM, newOpeningPath } from "~/features/job-openings/paths";
import {
  type FormStep,
  isFormStep,
  STEP_FIELDS,
  STEP_SCHEMAS,
  stepBody,
  stepValues,
} from "~/features/job-openings/schemas";
import { requireUser } from "~/session/auth.server";
import { pendingFormFor } from "~/session/pending-form.server";
import { orElse, replyWithApiError, whenRefused } from "~/utils/api-refusal.server";
import { keepDraft } from "~/utils/drafts.server";
import {
  conflictAnswer,
  isEditConflict,
  postedVersion,
  storedVersion,
  TAKE_THEIRS,
  typedValues,
  VERSION_FIELD,
} from "~/utils/edit-conflict.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { loadOpeningWithETag, refusal } from "./jobOpenings.server";

export const managePath = (id: string | undefined, step: JobOpeningStep) =>
  id ? `/b2b/job-openings/${id}/manage/${step}` : `/b2b/job-openings/manage/${step}`;

/** The flow attempt of a new opening (./paths.ts), when the address names a well-formed one. */
const attemptOf = (request: Request) => {
  const parsed = AttemptKey.safeParse(new URL(request.url).searchParams.get(ATTEMPT_PARAM));
  return parsed.success ? parsed.data : null;
};

/** Step 1 of a new opening: a fresh attempt, or where this attempt's opening is now. */
async function startOrResumeAttempt(args: ApiCallArgs, companyId: string): Promise<string> {
  const attempt = attemptOf(args.request);
  if (!attempt) throw redirect(newOpeningPath(newSubmissionKey()));
  const earlier = await orElse(getJobOpeningAttempt(args, companyId, attempt), null, [404]);
  if (earlier?.status === "draft") throw redirect(managePath(earlier.id, "study"));
  if (earlier) throw redirect(`/b2b/job-openings/${earlier.id}/overview`);
  return attempt;
}

const stepOf = (raw: string | undefined): JobOpeningStep => {
  const step = JOB_OPENING_STEPS.find((s) => s === raw);
  if (!step) throw new Response("Not found", { status: 404 });
  return step;
};
const neighbour = (step: JobOpeningStep, by: 1 | -1) => JOB_OPENING_STEPS[JOB_OPENING_STEPS.indexOf(step) + by];

/** An opening may be filled in when the API allows "edit"; a new one by those who may create openings. */
const mayEdit = (
  can: (...p: ("create_job_openings" | "edit_job_openings")[]) => boolean,
  o: CompanyJobOpening | null,
) => (o ? o.allowedActions.includes("edit") : can("create_job_openings", "edit_job_openings"));

/**
 * The step's saved values the form was filled from, as a digest. The opening's version moves with every
 * step's save (the user's own included), so on a stale version the step is compared field by field: when
 * nobody changed this step's fields since, the save goes through on the new version (no false conflict).
 */
export const BASE_FIELD = "_base";
const DIGEST = /^[0-9a-f]{64}$/;
export const baseOf = (values: Record<string, string>) =>
  createHash("sha256")
    .update(JSON.stringify(Object.entries(values).sort(([a], [b]) => a.localeCompare(b))))
    .digest("hex");
const storedBase = (value: unknown) => (typeof value === "string" && DIGEST.test(value) ? value : undefined);

/**
 * Keeps the raw input as the step's draft, with the version it was typed on: a draft restored later still
 * saves with that version, so a change someone else saved meanwhile shows the conflict page.
 */
async function keepRaw(
  args: ApiCallArgs,
  companyId: string,
  id: string,
  step: JobOpeningStep,
  raw: Draft["data"],
  version: string | undefined,
  base: string | undefined,
) {
  const data = { ...raw, ...(version ? { [VERSION_FIELD]: version } : {}), ...(base ? { [BASE_FIELD]: base } : {}) };
  await keepDraft(() => putJobOpeningDraft(args, companyId, id, step, { data }));
}

/** Which fields of the stored opening each step still needs (for the review page). */
function problemsOf(opening: CompanyJobOpening | null): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const step of ["study", "job", "requirements"] as const) {
    const values = Object.fromEntries(Object.entries(stepValues(step, opening)).filter(([, v]) => v !== ""));
    const result = STEP_SCHEMAS[step].safeParse(coerce(step, values));
    if (!result.success) {
      for (const issue of result.error.issues) out[String(issue.path[0])] ??= [issue.message];
    }
  }
  return out;
}
const coerce = (step: FormStep, values: Record<string, string>) => {
  const out: Record<string, unknown> = { ...values };
  for (const key of ["requiredCount", "teamSize"]) if (values[key] !== undefined) out[key] = Number(values[key]);
  return step === "requirements" ? values : out;
};

/**
 * Saves a step with If-Match. A stale version whose step fields are still those the form was filled
 * from (another step was saved since, e.g. by this user going back) is retried once on the new version.
 */
/** A step's fields as the API takes them (the step's schema decides which, see stepBody). */
type StepBody = Body<typeof JobOpeningPatch>;

async function patchStep(
  args: ApiCallArgs,
  companyId: string,
  openingId: string,
  body: StepBody,
  version: string | undefined,
  base: string | undefined,
  step: FormStep,
) {
  await whenRefused(patchJobOpening(args, companyId, openingId, body, version), async (error) => {
    if (!base || !isEditConflict(error)) throw error;
    const current = await getJobOpening(args, companyId, openingId);
    if (!current.etag || baseOf(stepValues(step, current.data)) !== base) throw error;
    await patchJobOpening(args, companyId, openingId, body, current.etag);
  });
}

export async function manageLoader({ request, context, params }: LoaderFunctionArgs) {
  await requireUser(request, context, "company");
  const args = { request, context };
  const step = stepOf(params.step);
  const id = params.id;
  if (!id && step !== "study") throw redirect(managePath(undefined, "study"));
  const { companyId, can } = await requireCompany(args);
  const [options, loaded] = await Promise.all([
    getJobOpeningFormOptions(args, companyId),
    id ? loadOpeningWithETag(args, companyId, id) : Promise.resolve(null),
  ]);
  const opening = loaded?.opening ?? null;
  let version = loaded?.etag ?? null;
  if (!mayEdit(can, opening)) {
    throw await redirectWithFlash(request, context, id ? `/b2b/job-openings/${id}/overview` : "/b2b/job-openings", {
      kind: "error",
      key: "matching:noPermission",
    });
  }
  const attempt = id ? null : await startOrResumeAttempt(args, companyId);
  let values: Record<string, string> = {};
  let restored = false;
  let base: string | undefined;
  if (isFormStep(step)) {
    const pending = await pendingFormFor(request, context);
    if (pending) {
      const { [VERSION_FIELD]: typedOn, [BASE_FIELD]: typedFrom, ...typed } = pending;
      values = typed;
      restored = true;
      version = storedVersion(typedOn) ?? version;
      base = storedBase(typedFrom);
      if (id) await keepRaw(args, companyId, id, step, typed, storedVersion(typedOn), base);
    } else if (id) {
      const draft = await getJobOpeningDraft(args, companyId, id, step);
      const { [VERSION_FIELD]: typedOn, [BASE_FIELD]: typedFrom, ...typed } = draft.data;
      if (Object.keys(typed).length > 0) {
        values = Object.fromEntries(Object.entries(typed).map(([k, v]) => [k, Array.isArray(v) ? (v[0] ?? "") : v]));
        restored = true;
        // what was typed on an older version must not silently overwrite what was saved since
        version = storedVersion(typedOn) ?? version;
        base = storedBase(typedFrom);
      }
    }
    if (!restored) {
      values = stepValues(step, opening);
      base = opening ? baseOf(values) : undefined;
    }
  }
  const problems: Record<string, string[]> = step === "finish" ? problemsOf(opening) : {};
  return { step, id: id ?? null, attempt, opening, options, values, restored, problems, version, base: base ?? null };
}

export async function manageAction({ request, context, params }: ActionFunctionArgs) {
  // first: a form posted after the login expired is kept and the user comes back to this step
  await requireUser(request, context, "company");
  const args = { request, context };
  const step = stepOf(params.step);
  const id = params.id;
  const attemptKey = id ? undefined : (attemptOf(request) ?? undefined);
  const here = attemptKey ? newOpeningPath(attemptKey) : managePath(id, step);
  const { companyId } = await requireCompany(args);
  const formData = await readFormData(request);
  const intent = formData.get("intent");

  if (step === "finish") {
    if (!id) throw redirect(managePath(undefined, "study"));
    if (intent === "publish") {
      const publishErrors = await whenRefused(
        jobOpeningCommand(args, companyId, id, "publish").then(() => null),
        async (refused) => {
          if (refused.status === 400) return refused.fieldErrors;
          throw await refusal(request, context, refused, here);
        },
      );
      if (publishErrors) return data({ publishErrors }, { status: 400 });
      throw await redirectWithFlash(request, context, `/b2b/job-openings/${id}/overview`, {
        kind: "success",
        key: "jobOpenings:manage.published",
      });
    }
    throw await redirectWithFlash(request, context, `/b2b/job-openings/${id}/overview`, {
      kind: "success",
      key: "jobOpenings:manage.saved",
    });
  }

  if (!isFormStep(step)) throw new Response("Not found", { status: 404 });
  const raw = typedValues(formData);
  const version = postedVersion(formData);
  const base = storedBase(formData.get(BASE_FIELD));
  if (intent === TAKE_THEIRS) {
    // the conflict page's "take the saved ones": the form loads the record again
    if (id) await deleteJobOpeningDraft(args, companyId, id, step);
    throw redirect(here);
  }
  if (intent === "back") {
    if (id) await keepRaw(args, companyId, id, step, raw, version, base);
    const previous = neighbour(step, -1);
    throw redirect(previous ? managePath(id, previous) : "/b2b/job-openings");
  }

  const submission = parseWithZod(formData, { schema: STEP_SCHEMAS[step] });
  if (submission.status !== "success") {
    if (id) await keepRaw(args, companyId, id, step, raw, version, base);
    return data({ reply: submission.reply() }, { status: 400 });
  }
  const body = stepBody(step, submission.value as Record<string, unknown>) as StepBody;
  let openingId = id;
  const refused = await whenRefused(
    async () => {
      if (!openingId) {
        const created = await createJobOpening(args, companyId, {
          ...(body as Body<typeof JobOpeningCreate>),
          attemptKey,
        });
        openingId = created.id;
      } else {
        await patchStep(args, companyId, openingId, body, version, base, step);
      }
      return null;
    },
    async (error) => {
      if (id && isEditConflict(error)) {
        // someone else saved this step since the form was filled: both versions side by side
        await keepRaw(args, companyId, id, step, raw, version, base);
        const current = await loadOpeningWithETag(args, companyId, id);
        return conflictAnswer({ mine: raw, theirs: stepValues(step, current.opening), version: current.etag ?? "" });
      }
      if (error.status !== 400) throw await refusal(request, context, error, here);
      if (id) await keepRaw(args, companyId, id, step, raw, version, base);
      const fields = [...STEP_FIELDS[step], "softwareSkills"];
      return data({ reply: replyWithApiError(submission, error, { fields }) }, { status: 400 });
    },
  );
  if (refused) return refused;
  if (id) await deleteJobOpeningDraft(args, companyId, id, step);
  throw redirect(managePath(openingId, neighbour(step, 1) ?? "finish"));
}
