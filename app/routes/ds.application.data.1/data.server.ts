import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { DACH_COUNTRIES, DATA_STEP_FIELDS, type DocumentCategory, V } from "#contracts";
import { getAccount, listLanguages, patchAccount } from "~/api/account.server";
import { listDocuments } from "~/api/documents.server";
import { getProgress, orNull, pageLanguage } from "~/features/application/application.server";
import { countryName, countryOptions, countryOptionsByName } from "~/features/application/countries.server";
import { provideOptionList } from "~/forms/option-lists.server";
import { requireUser } from "~/session/auth.server";
import { orElse, replyIfRefused } from "~/utils/api-refusal.server";
import { draftText, loadDraft, saveDraft } from "~/utils/drafts.server";
import { redirectWithFlash } from "~/utils/flash.server";
import { readFormData } from "~/utils/form-data.server";
import { DATA_DRAFT_KEY, INTENTS } from "./fields";
import { DataForm } from "./schema.server";

const HERE = "/ds/application/data/1";

export interface UploadedDocument {
  uuid: string;
  category: string;
  type: string;
  name: string;
  mimeType: string;
  size: number;
  createdAt: string;
}

/** What the step still misses to be complete: a field of the form or a document category, and its message. */
export interface MissingItem {
  item: string;
  field: boolean;
  error: string;
}

export type DataActionData =
  | { intent: typeof INTENTS.save; result: SubmissionResult<string[]> }
  | { intent: typeof INTENTS.finish; missing: MissingItem[] };

/** Document categories of step 1 in the order shown. */
const requiredCategories = (needsGermanProof: boolean): DocumentCategory[] => [
  "CV",
  "Certificate",
  "Picture",
  ...(needsGermanProof ? (["Certificate German skills"] as const) : []),
];

const isField = (item: string) => (DATA_STEP_FIELDS as readonly string[]).includes(item);

export async function dataLoader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "applicant");
  const args = { request, context };
  const lng = await pageLanguage(request);
  const [draft, documents, languages, account] = await Promise.all([
    loadDraft(args, DATA_DRAFT_KEY),
    orElse(
      listDocuments(args).then((r) => r.documents),
      [] as UploadedDocument[],
    ),
    listLanguages(args),
    // the layout reads it too: asked of the API once per request
    getAccount(args),
  ]);
  const germanNative = languages.languages.some((l) => l.code === "de" && l.level === 7);
  const needsGermanProof = languages.languages.length > 0 && !germanNative;
  return {
    draft,
    documents,
    // the form's fields (the step's field list, which the API's progress also reads) and the documents
    // asked for, in the order shown: sent with the page rather than carried in its script
    fields: DATA_STEP_FIELDS,
    categories: requiredCategories(needsGermanProof),
    shippingCountries: countryOptions(lng, DACH_COUNTRIES),
    optionListLanguage: provideOptionList(context, "countries", lng, countryOptionsByName(lng)),
    // the long country list is sent by names: what the two fields show, from the draft or the saved codes
    countryDefaults: {
      countryOfBirth: countryName(draftText(draft, "countryOfBirth") ?? account.countryOfBirth, lng),
      nationality: countryName(draftText(draft, "nationality") ?? account.nationality, lng),
    },
    // the attributes only: this form validates on the server (an invalid one is kept as a draft)
  };
}

export async function dataAction({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context, "applicant");
  const args = { request, context };
  const formData = await readFormData(request);

  if (formData.get("intent") === INTENTS.finish) {
    const progress = await getProgress(args);
    const step = progress.steps.find((s) => s.step === "data");
    if (step?.state === "complete") throw redirect("/ds/application/data/done");
    const missing = (step?.missing ?? []).map((item) => ({
      item,
      field: isField(item),
      error: isField(item) ? V.valueRequired : V.fileRequired,
    }));
    return data<DataActionData>({ intent: INTENTS.finish, missing }, { status: 400 });
  }

  const submission = parseWithZod(formData, { schema: DataForm });
  if (submission.status !== "success") {
    await saveDraft(args, DATA_DRAFT_KEY, formData);
    return data<DataActionData>({ intent: INTENTS.save, result: submission.reply() }, { status: 400 });
  }
  const v = submission.value;
  // one call: the API drops the step's draft in the same transaction as the save
  const saving = patchAccount(args, { ...v, birthName: orNull(v.birthName) }, { clearDraft: DATA_DRAFT_KEY });
  const refused = await replyIfRefused(submission, saving);
  if (refused) {
    await saveDraft(args, DATA_DRAFT_KEY, formData);
    return data<DataActionData>({ intent: INTENTS.save, result: refused }, { status: 400 });
  }
  throw await redirectWithFlash(request, context, `${HERE}#documents`, {
    kind: "success",
    key: "application:data.saved",
  });
}
