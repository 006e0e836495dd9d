import { DATA_STEP_FIELDS, type DocumentCategory } from "#contracts/application";

/** The form's fields: the step's field list, which the API's progress also reads. */
export const DATA_FIELDS = DATA_STEP_FIELDS;

export const DATA_DRAFT_KEY = "application.data.1";
export const INTENTS = { save: "save", finish: "finish" } as const;

/** Document categories of step 1 in the order shown. */
export const requiredCategories = (needsGermanProof: boolean): DocumentCategory[] => [
  "CV",
  "Certificate",
  "Picture",
  ...(needsGermanProof ? (["Certificate German skills"] as const) : []),
];
