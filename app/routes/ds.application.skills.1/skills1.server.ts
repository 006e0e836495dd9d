import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { addWorkExperience, deleteWorkExperience, listWorkExperiences, patchAccount } from "~/api/account.server";
import { orNull, pageLanguage } from "~/features/application/application.server";
import { requireUser } from "~/session/auth.server";
import { replyIfRefused } from "~/utils/api-refusal.server";
import { loadDraft, saveDraft } from "~/utils/drafts.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { formatDate } from "~/utils/format";
import { INTENTS, SKILLS1_DRAFT_KEY } from "./intents";
import { SkillsOneForm, WorkEntryForm } from "./schema.server";

const HERE = "/ds/application/skills/1";

export type SkillsOneActionData = {
  intent: typeof INTENTS.save | typeof INTENTS.addWork;
  result: SubmissionResult<string[]>;
};

export async function skillsOneLoader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  const args = { request, context };
  const [draft, work, language] = await Promise.all([
    loadDraft(args, SKILLS1_DRAFT_KEY),
    listWorkExperiences(args),
    pageLanguage(request),
  ]);
  // each entry's period as shown, made here: the page's script then carries no date formatter
  const workExperiences = work.workExperiences.map((w) => ({
    ...w,
    period: w.startDate ? `${formatDate(w.startDate, language)}–${formatDate(w.endDate, language)}` : null,
  }));
  return { draft, workExperiences };
}

export async function skillsOneAction({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "applicant");
  const args = { request, context };
  const formData = await readFormData(request);
  const intent = formData.get("intent");

  if (intent === INTENTS.removeWork) {
    await deleteWorkExperience(args, String(formData.get("id")));
    throw await redirectWithFlash(request, context, `${HERE}#work`, {
      kind: "success",
      key: "application:skills1.removed",
    });
  }

  if (intent === INTENTS.addWork) {
    const submission = parseWithZod(formData, { schema: WorkEntryForm });
    if (submission.status !== "success") {
      return data<SkillsOneActionData>({ intent, result: submission.reply() }, { status: 400 });
    }
    const v = submission.value;
    const refused = await replyIfRefused(
      submission,
      addWorkExperience(args, {
        ...v,
        startDate: orNull(v.startDate),
        endDate: orNull(v.endDate),
        description: orNull(v.description),
      }),
    );
    if (refused) return data<SkillsOneActionData>({ intent, result: refused }, { status: 400 });
    throw await redirectWithFlash(request, context, `${HERE}#work`, {
      kind: "success",
      key: "application:skills1.added",
    });
  }

  const submission = parseWithZod(formData, { schema: SkillsOneForm });
  if (submission.status !== "success") {
    await saveDraft(args, SKILLS1_DRAFT_KEY, formData);
    return data<SkillsOneActionData>({ intent: INTENTS.save, result: submission.reply() }, { status: 400 });
  }
  const v = submission.value;
  // one call: the API drops the step's draft in the same transaction as the save
  await patchAccount(
    args,
    {
      professionalExperienceExists: v.professionalExperienceExists === "yes",
      drivingLicenseExists: v.drivingLicenseExists === "yes",
      ownCar: v.ownCar === "yes",
    },
    { clearDraft: SKILLS1_DRAFT_KEY },
  );
  throw await redirectWithFlash(request, context, "/ds/application/skills/2", {
    kind: "success",
    key: "application:skills1.saved",
  });
}
