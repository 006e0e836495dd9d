/**
 * Enumerations, option lists and limits of the applicant's application (spec §3, §5, §9), defined
 * once for API and portal.
 */

// Modules of their own for what the browser takes on its own (a browser chunk holds whole modules): the
// document pages the upload rules, the contact form the DACH countries.
export * from "./dach-countries";
export * from "./upload-rules";

/** Language levels 1–7 (spec §3 Language entry). */
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

/** Graduation types (spec §3 Option lists); the Baden-Württemberg certificate is normalised away. */
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
/** Input-only value: the Baden-Württemberg certificate, stored as Fachhochschulreife + Bw flag (spec §3). */
export const GRADUATION_BW = "Fachhochschulreife Baden-Württemberg" as const;
/** The type that is a university entrance diploma from abroad (spec §5 abroad rule). */
export const GRADUATION_ABROAD: GraduationType = "Internationaler Abschluss";

/** University entrance qualification status; abroad diplomas need Existing or In prospect (spec §5). */
export const UEQ_STATUSES = ["Existing", "In prospect", "Not applied"] as const;
export type UeqStatus = (typeof UEQ_STATUSES)[number];
export const UEQ_STATUSES_ALLOWING_ABROAD: readonly UeqStatus[] = ["Existing", "In prospect"];

/** German-proof authorities (spec §3). */
export const GERMAN_PROOF_AUTHORITIES = ["DSH", "TestDaF", "telc", "OeSD", "other"] as const;

/** Grade-until options (spec §3): 1, up to 2, up to 3, up to 4. */
export const GRADE_UNTIL_OPTIONS = [1, 2, 3, 4] as const;

/** Distance to practice partner in km (spec §3, §9). */
export const DISTANCE_OPTIONS = [5, 10, 15, 20] as const;

/** Step 1 (spec §2.2): the contact and personal fields of the form, in the order shown. */
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

/** Notification settings an applicant can switch (spec §3 Notification). */
export const APPLICANT_NOTIFICATION_SETTINGS = ["new_advisor", "new_students", "job_openings_newsletter"] as const;
