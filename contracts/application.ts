/**
 * Enumerations, option lists and limits of the applicant's application (docs/product.md#entities, docs/product.md#validation, docs/product.md#constants-and-limits), defined
 * once for API and portal.
 */

// Modules of their own for what the browser takes on its own (a browser chunk holds whole modules): the
// document pages the upload rules, the contact form the DACH countries.
export * from "./dach-countries";
export * from "./upload-rules";

/** Language levels 1–7 (docs/product.md#entities Language entry). */
export const LANGUAGE_LEVELS = [1, 2, 3, 4, 5, 6, 7] as const;
export const LANGUAGE_LEVEL_LABELS: Record<number, string> = {
  1: "A1",
  2: "A2",
  3: "B1",
  4: "B2",
  5: "C1",
  6: "C2",
  7: "native",
};
export const NATIVE_LEVEL = 7;

/** Graduation types (docs/product.md#entities Option lists); the Baden-Württemberg certificate is normalised away. */
export const GRADUATION_TYPES = [
  "Abitur/Matura",
  "Fachhochschulreife",
  "fachgebundenes Abitur",
  "Meisterbrief",
  "Ausbildung mit Berufserfahrung",
  "Staatlich geprüfter Techniker/Betriebswirt",
  "Internationaler Abschluss",
] as const;
export type GraduationType = (typeof GRADUATION_TYPES)[number];
/** Input-only value: the Baden-Württemberg certificate, stored as Fachhochschulreife + Bw flag (docs/product.md#entities). */
export const GRADUATION_BW = "Fachhochschulreife Baden-Württemberg" as const;
/** The type that is a university entrance diploma from abroad (docs/product.md#validation abroad rule). */
export const GRADUATION_ABROAD: GraduationType = "Internationaler Abschluss";

/** University entrance qualification status; abroad diplomas need Existing or In prospect (docs/product.md#validation). */
export const UEQ_STATUSES = ["Existing", "In prospect", "Not applied"] as const;
export type UeqStatus = (typeof UEQ_STATUSES)[number];
export const UEQ_STATUSES_ALLOWING_ABROAD: readonly UeqStatus[] = ["Existing", "In prospect"];

/** German-proof authorities (docs/product.md#entities). */
export const GERMAN_PROOF_AUTHORITIES = ["DSH", "TestDaF", "telc", "OeSD", "other"] as const;

/** Grade-until options (docs/product.md#entities): 1, up to 2, up to 3, up to 4. */
export const GRADE_UNTIL_OPTIONS = [1, 2, 3, 4] as const;

/** Distance to practice partner in km (docs/product.md#entities, docs/product.md#constants-and-limits). */
export const DISTANCE_OPTIONS = [5, 10, 15, 20] as const;

/** Step 1 (docs/product.md#applicant-unit): the contact and personal fields of the form, in the order shown. */
export const DATA_STEP_FIELDS = [
  "firstName",
  "lastName",
  "birthName",
  "birthday",
  "placeOfBirth",
  "countryOfBirth",
  "nationality",
  "phone",
  "shippingStreet",
  "shippingPostalCode",
  "shippingCity",
  "shippingCountry",
] as const;
export type DataStepField = (typeof DATA_STEP_FIELDS)[number];
/** The step 1 fields its completion needs: all but the birth name, which is optional. */
export const DATA_STEP_REQUIRED_FIELDS = DATA_STEP_FIELDS.filter(
  (field): field is Exclude<DataStepField, "birthName"> => field !== "birthName",
);

/** Notification settings an applicant can switch (docs/product.md#entities Notification). */
export const APPLICANT_NOTIFICATION_SETTINGS = ["new_advisor", "new_students", "job_openings_newsletter"] as const;
