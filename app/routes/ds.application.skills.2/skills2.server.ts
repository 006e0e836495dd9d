import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import {
  ErrorCode,
  GERMAN_PROOF_AUTHORITIES,
  GRADE_UNTIL_OPTIONS,
  GRADUATION_BW,
  GRADUATION_TYPES,
  LANGUAGE_LEVEL_LABELS,
  LANGUAGE_LEVELS,
  LanguageEntryCreate,
  NATIVE_LEVEL,
  UEQ_STATUSES,
  V,
} from "#contracts";
import { addLanguage, deleteLanguage, getAccount, listLanguages, patchAccount } from "~/api/account.server";
import {
  getProgress,
  languageCodeOf,
  languageNames,
  languageOptionsByName,
  orNull,
  pageLanguage,
} from "~/features/application/application.server";
import { countryName, countryOptionsByName } from "~/features/application/countries.server";
import { provideOptionList } from "~/forms/option-lists.server";
import { requireUser } from "~/session/auth.server";
import { replyIfRefused } from "~/utils/api-refusal.server";
import { draftText, loadDraft, saveDraft } from "~/utils/drafts.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { tooltipHtml } from "~/utils/tooltips.server";
import { INTENTS, parseGrade, SKILLS2_DRAFT_KEY } from "./intents";
import { SkillsTwoForm } from "./schema.server";

const HERE = "/ds/application/skills/2";

export type SkillsTwoActionData = {
  intent: typeof INTENTS.save | typeof INTENTS.addLanguage;
  result: SubmissionResult<string[]>;
};

export async function skillsTwoLoader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  const args = { request, context };
  const lng = await pageLanguage(request);
  const [draft, languages, names, account] = await Promise.all([
    loadDraft(args, SKILLS2_DRAFT_KEY),
    listLanguages(args),
    languageNames(args, lng),
    // the layout reads it too: asked of the API once per request
    getAccount(args),
  ]);
  provideOptionList(context, "languages", lng, languageOptionsByName(names));
  provideOptionList(context, "countries", lng, countryOptionsByName(lng));
  return {
    draft,
    // with their names: the list's options carry names only
    languages: languages.languages.map((entry) => ({ ...entry, name: names.get(entry.code) ?? entry.code })),
    optionListLanguage: lng,
    // the long country list is sent by names: what the field shows, from the draft or the saved code
    graduationCountry: countryName(draftText(draft, "graduationCountry") ?? account.graduationCountry, lng),
    studiedalreadyTooltip: await tooltipHtml(request, "application", "skills2.studiedalreadyTooltip"),
    choices: SKILLS2_CHOICES,
  };
}

/**
 * The forms' choices, as values (the page translates their labels): sent with the page's data, not
 * carried in its script. A language level's label is its CEFR name; the native level has none (the page
 * words it).
 */
const SKILLS2_CHOICES = {
  levels: LANGUAGE_LEVELS.map((level) => ({
    value: String(level),
    cefr: level === NATIVE_LEVEL ? null : LANGUAGE_LEVEL_LABELS[level],
  })),
  authorities: GERMAN_PROOF_AUTHORITIES,
  graduationTypes: [...GRADUATION_TYPES, GRADUATION_BW],
  graduationBw: GRADUATION_BW,
  statuses: UEQ_STATUSES,
  gradeUntil: GRADE_UNTIL_OPTIONS.map(String),
};

export async function skillsTwoAction({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "applicant");
  const args = { request, context };
  const formData = await readFormData(request);
  const intent = formData.get("intent");

  if (intent === INTENTS.removeLanguage) {
    await deleteLanguage(args, String(formData.get("id")));
    throw await redirectWithFlash(request, context, `${HERE}#languages`, {
      kind: "success",
      key: "application:skills2.languageRemoved",
    });
  }

  if (intent === INTENTS.addLanguage) {
    // the form sends the language's name (see optionList); the API takes its code
    const sent = formData.get("code");
    if (typeof sent === "string" && sent.trim()) formData.set("code", await languageCodeOf(args, sent.trim()));
    const submission = parseWithZod(formData, { schema: LanguageEntryCreate });
    if (submission.status !== "success") {
      return data<SkillsTwoActionData>({ intent, result: submission.reply() }, { status: 400 });
    }
    const refused = await replyIfRefused(submission, addLanguage(args, submission.value), {
      message: (error) =>
        error.code === ErrorCode.conflict
          ? { fieldErrors: { code: ["application:skills2.languageDuplicate"] } }
          : undefined,
    });
    if (refused) return data<SkillsTwoActionData>({ intent, result: refused }, { status: 400 });
    throw await redirectWithFlash(request, context, `${HERE}#languages`, {
      kind: "success",
      key: "application:skills2.languageAdded",
    });
  }

  const submission = parseWithZod(formData, { schema: SkillsTwoForm });
  if (submission.status !== "success") {
    await saveDraft(args, SKILLS2_DRAFT_KEY, formData);
    return data<SkillsTwoActionData>({ intent: INTENTS.save, result: submission.reply() }, { status: 400 });
  }
  const v = submission.value;
  const refused = await replyIfRefused(
    submission,
    patchAccount(
      args,
      {
        universityEntranceQualification: v.universityEntranceQualification,
        universityEntranceQualificationStatus: v.universityEntranceQualificationStatus,
        graduationCountry: orNull(v.graduationCountry),
        gradeAverage: v.gradeAverage ? parseGrade(v.gradeAverage) : null,
        gradeUntil: v.gradeUntil ? Number(v.gradeUntil) : null,
        ...(v.studiedalready ? { studiedalready: v.studiedalready === "yes" } : {}),
        accreditedAuthorityGermanLanguage: v.accreditedAuthorityGermanLanguage ?? null,
        accreditationDateGermanSkills: orNull(v.accreditationDateGermanSkills),
      },
      // one call: the API drops the step's draft in the same transaction as the save
      { clearDraft: SKILLS2_DRAFT_KEY },
    ),
  );
  if (refused) {
    await saveDraft(args, SKILLS2_DRAFT_KEY, formData);
    return data<SkillsTwoActionData>({ intent: INTENTS.save, result: refused }, { status: 400 });
  }
  const skills = (await getProgress(args)).steps.find((s) => s.step === "skills");
  if (skills?.state === "complete") {
    throw await redirectWithFlash(request, context, "/ds/application/skills/done", {
      kind: "success",
      key: "application:skills2.saved",
    });
  }
  // Saved, but the step is not complete yet (e.g. no language, or part 1 unanswered): say what is missing.
  const fieldErrors: Record<string, string[]> = {};
  if (skills?.missing.includes("languages")) fieldErrors.languages = ["application:skills2.languagesMissing"];
  const partOne = skills?.missing.some((m) => m === "professionalExperienceExists" || m === "drivingLicenseExists");
  return data<SkillsTwoActionData>(
    {
      intent: INTENTS.save,
      result: submission.reply({
        fieldErrors,
        formErrors: partOne
          ? ["application:skills2.partOneMissing"]
          : Object.keys(fieldErrors).length
            ? []
            : [V.formInvalid],
      }),
    },
    { status: 400 },
  );
}
