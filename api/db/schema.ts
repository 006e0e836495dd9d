/**
 * The one drizzle pg-core schema of Tandem. Runs unchanged on PGlite (embedded) and PostgreSQL.
 * Migrations: `npm run db:generate` writes SQL into api/db/migrations/.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { CvData } from "#contracts/cv-generator";
import {
  CONSENT_TYPES,
  CONSENT_VALUES,
  type PERMISSIONS,
  STUDY_TYPES,
  UNIT_STAGES,
  USER_KINDS,
} from "#contracts/enums";
import {
  JOB_OPENING_STATUSES,
  LOST_REASONS,
  MATCH_SOURCES,
  MATCH_STATUSES,
  type SoftwareSkill,
} from "#contracts/matching";

type Json = Record<string, unknown>;

export const studyTypeEnum = pgEnum("study_type", STUDY_TYPES);
export const unitStageEnum = pgEnum("unit_stage", UNIT_STAGES);
export const userKindEnum = pgEnum("user_kind", USER_KINDS);
export const consentTypeEnum = pgEnum("consent_type", CONSENT_TYPES);
export const consentValueEnum = pgEnum("consent_value", CONSENT_VALUES);
export const paymentTypeEnum = pgEnum("payment_type", ["direct_transfer", "sepa"]);

// Reusable column definitions: the shapes most tables repeat, written once.

/** A point in time; every time in the schema keeps its zone. */
const timestampTz = (name: string) => timestamp(name, { withTimezone: true });
/** The random UUID that identifies most rows. */
const uuidKey = () => uuid("id").primaryKey().defaultRandom();
/** A reference to the row this one belongs to: required, and deleted with it. */
const ownedBy = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: "cascade" });
const created = () => timestampTz("created_at").notNull().defaultNow();
const updated = () =>
  timestampTz("updated_at")
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** When the row was made and last changed. */
const timestamps = () => ({ createdAt: created(), updatedAt: updated() });

export const accounts = pgTable("accounts", {
  id: uuidKey(),
  subject: text("subject").notNull().unique(),
  email: text("email").notNull(),
  productFruitsId: text("product_fruits_id"),
  language: text("language"),
  metadata: jsonb("metadata").$type<Json>().notNull().default({}),
  hints: jsonb("hints").$type<Record<string, boolean>>().notNull().default({}),
  firstName: text("first_name"),
  lastName: text("last_name"),
  birthName: text("birth_name"),
  birthday: date("birthday"),
  placeOfBirth: text("place_of_birth"),
  countryOfBirth: text("country_of_birth"),
  nationality: text("nationality"),
  phone: text("phone"),
  shippingStreet: text("shipping_street"),
  shippingPostalCode: text("shipping_postal_code"),
  shippingCity: text("shipping_city"),
  shippingCountry: text("shipping_country"),
  gradeAverage: doublePrecision("grade_average"),
  motivationText: text("motivation_text"),
  practicePartnerContact: text("practice_partner_contact"),
  practicePartnerMaxDistance: integer("practice_partner_max_distance"),
  accreditedAuthorityGermanLanguage: text("accredited_authority_german_language"),
  accreditationDateGermanSkills: date("accreditation_date_german_skills"),
  drivingLicenseExists: boolean("driving_license_exists"),
  ownCar: boolean("own_car"),
  professionalExperienceExists: boolean("professional_experience_exists"),
  studiedalready: boolean("studied_already"),
  practicePartnerExists: boolean("practice_partner_exists"),
  infoSessionAttended: boolean("info_session_attended"),
  infoSessionAttendanceConfirmed: boolean("info_session_attendance_confirmed"),
  healthInsuranceType: text("health_insurance_type"),
  healthInsuranceNotification: boolean("health_insurance_notification"),
  universityEntranceQualification: text("university_entrance_qualification"),
  universityEntranceQualificationBw: boolean("university_entrance_qualification_bw"),
  universityEntranceQualificationStatus: text("university_entrance_qualification_status"),
  /** Grade-until option (1, up to 2, 3, 4) when no average is known yet. */
  gradeUntil: integer("grade_until"),
  /** Country where the university entrance qualification was obtained (ISO 3166 alpha-2). */
  graduationCountry: text("graduation_country"),
  emailVerifiedAt: timestampTz("email_verified_at"),
  /** The code of the applicant's referral link, made with the account (reading the link never writes). */
  referralCode: text("referral_code").notNull().unique().default(sql`replace(gen_random_uuid()::text, '-', '')`),
  /** Set when a deleted account's personal data was purged: the row stays as the anonymous end of its matches. */
  anonymisedAt: timestampTz("anonymised_at"),
  ...timestamps(),
});

/**
 * Withdrawals of applicants from the programme (PATCH /v1/account/lost). At most one open (not reversed)
 * row per account; a study advisor may reverse it, which keeps the row as history.
 */
export const accountWithdrawals = pgTable(
  "account_withdrawals",
  {
    id: uuidKey(),
    accountId: ownedBy("account_id", () => accounts.id),
    reason: text("reason").notNull(),
    text: text("text"),
    cancelledMatches: integer("cancelled_matches").notNull().default(0),
    withdrawnAt: timestampTz("withdrawn_at").notNull().defaultNow(),
    reversedAt: timestampTz("reversed_at"),
    reversedBy: uuid("reversed_by").references(() => advisors.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("account_withdrawals_open_uq").on(t.accountId).where(sql`${t.reversedAt} is null`)],
);

/**
 * A person's request to delete their account: an applicant (`accountId`) or a company user
 * (`companyUserId`). Undone within the grace period (`cancelledAt`), else purged by the background job
 * after `purgeAfter` (`purgedAt`). At most one open (not cancelled) request per person.
 */
export const accountDeletions = pgTable(
  "account_deletions",
  {
    id: uuidKey(),
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "cascade" }),
    companyUserId: uuid("company_user_id").references(() => companyUsers.id, { onDelete: "cascade" }),
    requestedAt: timestampTz("requested_at").notNull().defaultNow(),
    purgeAfter: timestampTz("purge_after").notNull(),
    cancelledAt: timestampTz("cancelled_at"),
    /** who undid it: the person (applicant, company) or a study advisor */
    cancelledByKind: text("cancelled_by_kind"),
    cancelledBy: uuid("cancelled_by"),
    purgedAt: timestampTz("purged_at"),
  },
  (t) => [
    uniqueIndex("account_deletions_open_account_uq")
      .on(t.accountId)
      .where(sql`${t.cancelledAt} is null and ${t.accountId} is not null`),
    uniqueIndex("account_deletions_open_company_user_uq")
      .on(t.companyUserId)
      .where(sql`${t.cancelledAt} is null and ${t.companyUserId} is not null`),
    index("account_deletions_due_idx").on(t.purgeAfter).where(sql`${t.cancelledAt} is null and ${t.purgedAt} is null`),
    check("account_deletions_one_person", sql`num_nonnulls(${t.accountId}, ${t.companyUserId}) = 1`),
  ],
);

/**
 * "My data" ZIPs of large accounts, built by the background job `build-data-exports` into the blob store
 * (`storageKey`) and offered to the applicant until `expiresAt` (7 days), then removed by the same job.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: uuidKey(),
    accountId: ownedBy("account_id", () => accounts.id),
    /** pending (asked for, not built yet) → ready */
    status: text("status").notNull().default("pending"),
    storageKey: text("storage_key"),
    size: integer("size"),
    requestedAt: timestampTz("requested_at").notNull().defaultNow(),
    readyAt: timestampTz("ready_at"),
    expiresAt: timestampTz("expires_at"),
  },
  (t) => [index("data_exports_account_idx").on(t.accountId, t.requestedAt)],
);

export const campuses = pgTable("campuses", {
  id: uuidKey(),
  name: text("name").notNull().unique(),
  city: text("city").notNull(),
  imagePath: text("image_path"),
  createdAt: created(),
});

export const advisors = pgTable("advisors", {
  id: uuidKey(),
  subject: text("subject").notNull().unique(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  mobilePhone: text("mobile_phone"),
  whatsappAvailable: boolean("whatsapp_available").notNull().default(false),
  /** Team leads see every applicant (to assign and stand in); other advisors only their own. */
  isTeamLead: boolean("is_team_lead").notNull().default(false),
  /** Support staff answer the companies' support tickets (the support console is theirs only). */
  isSupport: boolean("is_support").notNull().default(false),
  imagePath: text("image_path"),
  city: text("city"),
  ...timestamps(),
});

export const units = pgTable(
  "units",
  {
    id: uuidKey(),
    accountId: ownedBy("account_id", () => accounts.id),
    primary: boolean("primary").notNull().default(false),
    studyType: studyTypeEnum("study_type").notNull(),
    stage: unitStageEnum("stage").notNull().default("New"),
    participateAdvisorInterviewOn: date("participate_advisor_interview_on"),
    advisorId: uuid("advisor_id").references(() => advisors.id, { onDelete: "set null" }),
    ...timestamps(),
  },
  (t) => [index("units_account_idx").on(t.accountId)],
);

export const applications = pgTable(
  "applications",
  {
    id: uuidKey(),
    unitId: ownedBy("unit_id", () => units.id),
    primary: boolean("primary").notNull().default(false),
    campusId: uuid("campus_id")
      .notNull()
      .references(() => campuses.id),
    course: text("course").notNull(),
    intake: date("intake").notNull(),
    ...timestamps(),
  },
  (t) => [index("applications_unit_idx").on(t.unitId)],
);

export const companies = pgTable("companies", {
  id: uuidKey(),
  name: text("name").notNull(),
  companyName: text("company_name"),
  commercialRegister: text("commercial_register"),
  districtCourt: text("district_court"),
  managingDirectors: text("managing_directors"),
  employeesCount: integer("employees_count"),
  foundedDate: date("founded_date"),
  locations: jsonb("locations").$type<string[]>().notNull().default([]),
  website: text("website"),
  socialMedia: jsonb("social_media").$type<Record<string, string>>().notNull().default({}),
  profilePicture: text("profile_picture"),
  /** Portrait (PATCH /companies/{id}/portrait): how the company presents itself to applicants. */
  portraitAbout: text("portrait_about"),
  portraitOffer: text("portrait_offer"),
  portraitContactName: text("portrait_contact_name"),
  portraitContactEmail: text("portrait_contact_email"),
  portraitContactPhone: text("portrait_contact_phone"),
  /** Bumped by every change of the company's representation (data, portrait, bank account): its ETag. */
  version: integer("version").notNull().default(1),
  ...timestamps(),
});

export const bankAccounts = pgTable("bank_accounts", {
  id: uuidKey(),
  companyId: uuid("company_id")
    .notNull()
    .unique()
    .references(() => companies.id, { onDelete: "cascade" }),
  ownerName: text("owner_name"),
  bankName: text("bank_name"),
  iban: text("iban"),
  bic: text("bic"),
  city: text("city"),
  sepaConfirmed: boolean("sepa_confirmed").notNull().default(false),
  paymentType: paymentTypeEnum("payment_type").notNull().default("direct_transfer"),
  mandateReference: text("mandate_reference"),
  accountingEmail: text("accounting_email"),
  ...timestamps(),
});

export const companyUsers = pgTable("company_users", {
  id: uuidKey(),
  subject: text("subject").notNull().unique(),
  email: text("email").notNull(),
  salutation: text("salutation"),
  firstName: text("first_name"),
  lastName: text("last_name"),
  phone: text("phone"),
  language: text("language"),
  metadata: jsonb("metadata").$type<Json>().notNull().default({}),
  hints: jsonb("hints").$type<Record<string, boolean>>().notNull().default({}),
  profilePicture: text("profile_picture"),
  productFruitsId: text("product_fruits_id"),
  /** Notification settings (docs/product.md#entities): new_advisor, new_students, weekly job-openings newsletter. */
  notificationSettings: jsonb("notification_settings").$type<Record<string, boolean>>().notNull().default({}),
  /** Set when the person deleted their account and their personal data was purged. */
  anonymisedAt: timestampTz("anonymised_at"),
  ...timestamps(),
});

/** Employees: a company user's membership in a company. */
export const companyMemberships = pgTable(
  "company_memberships",
  {
    id: uuidKey(),
    companyId: ownedBy("company_id", () => companies.id),
    companyUserId: ownedBy("company_user_id", () => companyUsers.id),
    isOwner: boolean("is_owner").notNull().default(false),
    permissions: text("permissions")
      .array()
      .$type<(typeof PERMISSIONS)[number][]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    department: text("department"),
    position: text("position"),
    invitationPending: boolean("invitation_pending").notNull().default(false),
    /**
     * What the inviting company typed about the person, shown only while the invitation is pending
     * (the person's own name, phone and salutation stay theirs: they are never revealed to or written
     * by a company before the person accepts). Cleared on acceptance.
     */
    invitedEmail: text("invited_email"),
    invitedSalutation: text("invited_salutation"),
    invitedFirstName: text("invited_first_name"),
    invitedLastName: text("invited_last_name"),
    invitedPhone: text("invited_phone"),
    isDefault: boolean("is_default").notNull().default(false),
    /** Bumped by every change the company makes to the membership: the employee's ETag. */
    version: integer("version").notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("company_memberships_company_user_uq").on(t.companyId, t.companyUserId),
    index("company_memberships_user_idx").on(t.companyUserId),
  ],
);

export const consents = pgTable(
  "consents",
  {
    id: uuidKey(),
    companyUserId: ownedBy("company_user_id", () => companyUsers.id),
    type: consentTypeEnum("type").notNull(),
    status: consentValueEnum("status").notNull().default("not_answered"),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex("consents_user_type_uq").on(t.companyUserId, t.type)],
);

export const apiTokens = pgTable("api_tokens", {
  id: uuidKey(),
  /** sha256 hex of the opaque token; the token itself is never stored. */
  tokenHash: text("token_hash").notNull().unique(),
  kind: userKindEnum("kind").notNull(),
  accountId: uuid("account_id").references(() => accounts.id, { onDelete: "cascade" }),
  companyUserId: uuid("company_user_id").references(() => companyUsers.id, { onDelete: "cascade" }),
  advisorId: uuid("advisor_id").references(() => advisors.id, { onDelete: "cascade" }),
  expiresAt: timestampTz("expires_at").notNull(),
  revokedAt: timestampTz("revoked_at"),
  lastUsedAt: timestampTz("last_used_at"),
  /**
   * The provider's ID token this api token was issued for, kept only to be handed back once at logout as
   * `id_token_hint` (the portal's cookie no longer carries it, ADR 037); cleared when the token is revoked.
   */
  idToken: text("id_token"),
  createdAt: created(),
});

/**
 * ID tokens already exchanged for an api token (an ID token is good for one exchange). `key` is the
 * sha256 of the token's signed part (api/auth/id-token-replay.ts); kept until the token expires.
 */
export const idTokenUses = pgTable(
  "id_token_uses",
  {
    key: text("key").primaryKey(),
    expiresAt: timestampTz("expires_at").notNull(),
  },
  (t) => [index("id_token_uses_expires_at_idx").on(t.expiresAt)],
);

/**
 * State that several portal instances share (they may answer any request): rate-limit windows, forms
 * kept across a login, and the development identity providers' sessions and grants.
 */

/** One fixed rate-limit window per bucket and client; `key` is a keyed hash (no address is stored). */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestampTz("reset_at").notNull(),
  },
  (t) => [index("rate_limit_windows_reset_at_idx").on(t.resetAt)],
);

/**
 * Text fields of a form posted after the login expired, read once after the new login. `tag` is a keyed
 * hash of the client address (one form per address); `id` is named only by the sealed session.
 */
export const pendingForms = pgTable(
  "pending_forms",
  {
    id: text("id").primaryKey(),
    tag: text("tag").notNull(),
    data: text("data").notNull(),
    bytes: integer("bytes").notNull(),
    expiresAt: timestampTz("expires_at").notNull(),
  },
  (t) => [index("pending_forms_tag_idx").on(t.tag), index("pending_forms_expires_at_idx").on(t.expiresAt)],
);

/** oidc-provider's models (sessions, interactions, codes, grants, tokens) of the development providers. */
export const oidcPayloads = pgTable(
  "oidc_payloads",
  {
    issuer: text("issuer").notNull(),
    model: text("model").notNull(),
    id: text("id").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    grantId: text("grant_id"),
    userCode: text("user_code"),
    uid: text("uid"),
    expiresAt: timestampTz("expires_at"),
    consumedAt: timestampTz("consumed_at"),
  },
  (t) => [
    primaryKey({ columns: [t.issuer, t.model, t.id] }),
    index("oidc_payloads_grant_id_idx").on(t.issuer, t.grantId),
    index("oidc_payloads_uid_idx").on(t.issuer, t.uid),
    index("oidc_payloads_expires_at_idx").on(t.expiresAt),
  ],
);

/**
 * The answer to each write the API applied under an idempotency key, recorded in the write's own
 * transaction: a retried request (a proxy re-sending a form after an instance died) gets this answer
 * again instead of applying the write twice. `requester` is a hash of the caller's token: a key names a
 * request only for the caller that sent it.
 */
export const idempotentRequests = pgTable(
  "idempotent_requests",
  {
    key: text("key").notNull(),
    requester: text("requester").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    status: integer("status").notNull(),
    contentType: text("content_type"),
    body: text("body").notNull(),
    expiresAt: timestampTz("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.requester] }), index("idempotent_requests_expires_at_idx").on(t.expiresAt)],
);

/** The development identity providers' signing and cookie keys, one set for every instance. */
export const devIdentityKeys = pgTable("dev_identity_keys", {
  name: text("name").primaryKey(),
  material: jsonb("material").$type<Record<string, unknown>>().notNull(),
  createdAt: created(),
});

export const auditLog = pgTable("audit_log", {
  id: uuidKey(),
  actorKind: text("actor_kind").notNull(),
  actorId: text("actor_id"),
  action: text("action").notNull(),
  subjectType: text("subject_type"),
  subjectId: text("subject_id"),
  details: jsonb("details").$type<Json>().notNull().default({}),
  at: timestampTz("at").notNull().defaultNow(),
});

// ---------- Application data ----------

/** Documents: metadata here, the bytes in api/storage under a random name. */
export const documents = pgTable(
  "documents",
  {
    id: uuidKey(),
    accountId: ownedBy("account_id", () => accounts.id),
    category: text("category").notNull(),
    type: text("type").notNull(),
    /** Original file name, metadata only (never used as a storage path). */
    name: text("name").notNull(),
    /** Random storage key in the blob store. */
    storageKey: text("storage_key").notNull().unique(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    /** The study advisor's check: pending, accepted or rejected (with a reason the applicant sees). */
    reviewStatus: text("review_status").notNull().default("pending"),
    reviewReason: text("review_reason"),
    reviewedBy: uuid("reviewed_by").references(() => advisors.id, { onDelete: "set null" }),
    reviewedAt: timestampTz("reviewed_at"),
    ...timestamps(),
  },
  (t) => [index("documents_account_idx").on(t.accountId)],
);

/** Languages an applicant speaks: ISO 639-1 code and level 1–7. */
export const languageEntries = pgTable(
  "language_entries",
  {
    id: uuidKey(),
    accountId: ownedBy("account_id", () => accounts.id),
    code: text("code").notNull(),
    level: integer("level").notNull(),
    createdAt: created(),
  },
  (t) => [uniqueIndex("language_entries_account_code_idx").on(t.accountId, t.code)],
);

/** Work experience entries. */
export const workExperiences = pgTable(
  "work_experiences",
  {
    id: uuidKey(),
    accountId: ownedBy("account_id", () => accounts.id),
    employer: text("employer").notNull(),
    position: text("position").notNull(),
    startDate: date("start_date"),
    endDate: date("end_date"),
    description: text("description"),
    createdAt: created(),
  },
  (t) => [index("work_experiences_account_idx").on(t.accountId)],
);

/** Server-side drafts of long forms: nothing typed is lost (docs/architecture.md#forms). One per user and form. */
export const formDrafts = pgTable(
  "form_drafts",
  {
    id: uuidKey(),
    ownerKind: userKindEnum("owner_kind").notNull(),
    ownerId: uuid("owner_id").notNull(),
    formKey: text("form_key").notNull(),
    data: jsonb("data").$type<Json>().notNull().default({}),
    updatedAt: updated(),
  },
  (t) => [uniqueIndex("form_drafts_owner_form_idx").on(t.ownerKind, t.ownerId, t.formKey)],
);

/** Notification settings per applicant (docs/product.md#entities Notification settings). */
export const notificationSettings = pgTable("notification_settings", {
  accountId: uuid("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  settings: jsonb("settings").$type<Record<string, boolean>>().notNull().default({}),
  updatedAt: updated(),
});

/** E-mail changes go through the study advisor (docs/product.md#entities): the applicant files a request. */
export const emailChangeRequests = pgTable(
  "email_change_requests",
  {
    id: uuidKey(),
    accountId: ownedBy("account_id", () => accounts.id),
    newEmail: text("new_email").notNull(),
    reason: text("reason"),
    status: text("status").notNull().default("open"),
    createdAt: created(),
    decidedAt: timestampTz("decided_at"),
    decidedBy: uuid("decided_by").references(() => advisors.id, { onDelete: "set null" }),
    decisionReason: text("decision_reason"),
  },
  (t) => [index("email_change_requests_account_idx").on(t.accountId)],
);

// ---------- Mail ----------

/**
 * Outbox: a mail is written in the same transaction as the event that causes it and delivered after
 * commit by the sender (SMTP_URL); in development the dev mailbox lists it. `dedupeKey` prevents
 * duplicates when an event is retried.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuidKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    template: text("template").notNull(),
    dedupeKey: text("dedupe_key").unique(),
    /** queued → sending (claimed by a sender) → sent; failed after the last attempt */
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** earliest time of the next delivery attempt (back-off after a failure) */
    nextAttemptAt: timestampTz("next_attempt_at").notNull().defaultNow(),
    /** when a sender claimed the row; a claim older than the lease is taken over after a crash */
    claimedAt: timestampTz("claimed_at"),
    /** files sent with the mail, e.g. an interview invitation (.ics); content base64 */
    attachments: jsonb("attachments")
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default([]),
    createdAt: created(),
    sentAt: timestampTz("sent_at"),
  },
  (t) => [index("mail_outbox_status_idx").on(t.status, t.nextAttemptAt)],
);

/** E-mail verification links: only the hash of the token is stored. */
export const emailVerificationTokens = pgTable("email_verification_tokens", {
  id: uuidKey(),
  accountId: ownedBy("account_id", () => accounts.id),
  tokenHash: text("token_hash").notNull().unique(),
  email: text("email").notNull(),
  expiresAt: timestampTz("expires_at").notNull(),
  usedAt: timestampTz("used_at"),
  createdAt: created(),
});

// ---------- Journey II: info session, consultation, advisor work, notifications ----------

/** Info-session dates per campus. */
export const infoSessions = pgTable(
  "info_sessions",
  {
    id: uuidKey(),
    campusId: ownedBy("campus_id", () => campuses.id),
    startsAt: timestampTz("starts_at").notNull(),
    /** Room or online link description. */
    location: text("location").notNull(),
    capacity: integer("capacity").notNull().default(30),
    createdAt: created(),
  },
  (t) => [index("info_sessions_campus_idx").on(t.campusId, t.startsAt)],
);

/** An applicant's sign-up for an info session, the attendance tick and the advisor's confirmation. */
export const infoSessionRegistrations = pgTable("info_session_registrations", {
  id: uuidKey(),
  accountId: uuid("account_id")
    .notNull()
    .unique()
    .references(() => accounts.id, { onDelete: "cascade" }),
  infoSessionId: uuid("info_session_id")
    .notNull()
    .references(() => infoSessions.id, { onDelete: "restrict" }),
  attendanceTickedAt: timestampTz("attendance_ticked_at"),
  confirmedAt: timestampTz("confirmed_at"),
  confirmedBy: uuid("confirmed_by").references(() => advisors.id, { onDelete: "set null" }),
  createdAt: created(),
});

/** The first consultation with the study advisor (step 4), one per unit. */
export const consultations = pgTable("consultations", {
  id: uuidKey(),
  unitId: uuid("unit_id")
    .notNull()
    .unique()
    .references(() => units.id, { onDelete: "cascade" }),
  /** The applicant has prepared and asks for the consultation. */
  requestedAt: timestampTz("requested_at"),
  /** The advisor confirmed that the consultation took place (sets units.participate_advisor_interview_on). */
  confirmedAt: timestampTz("confirmed_at"),
  confirmedBy: uuid("confirmed_by").references(() => advisors.id, { onDelete: "set null" }),
  createdAt: created(),
});

/** In-app notifications of both units (docs/product.md#entities Notification); e-mail copies go through the outbox. */
export const notifications = pgTable(
  "notifications",
  {
    id: uuidKey(),
    recipientKind: userKindEnum("recipient_kind").notNull(),
    recipientId: uuid("recipient_id").notNull(),
    category: text("category").notNull(),
    /** i18n key and parameters of the text. */
    messageKey: text("message_key").notNull(),
    params: jsonb("params").$type<Record<string, string>>().notNull().default({}),
    link: text("link"),
    readAt: timestampTz("read_at"),
    createdAt: created(),
  },
  (t) => [index("notifications_recipient_idx").on(t.recipientKind, t.recipientId, t.createdAt)],
);

// ---------- Matching marketplace ----------

export const jobOpeningStatusEnum = pgEnum("job_opening_status", JOB_OPENING_STATUSES);
export const matchStatusEnum = pgEnum("match_status", MATCH_STATUSES);
export const matchSourceEnum = pgEnum("match_source", MATCH_SOURCES);
export const lostReasonEnum = pgEnum("lost_reason", LOST_REASONS);

/**
 * Job openings of a company. A draft is a row with status `draft` whose fields may still be empty; it
 * is complete (JobOpeningInput) once published. `openPositions` is derived: requiredCount minus the
 * matches in `offer_accepted`.
 */
export const jobOpenings = pgTable(
  "job_openings",
  {
    id: uuidKey(),
    companyId: ownedBy("company_id", () => companies.id),
    status: jobOpeningStatusEnum("status").notNull().default("draft"),
    title: text("title"),
    campusId: uuid("campus_id").references(() => campuses.id),
    course: text("course"),
    startDate: date("start_date"),
    tasks: text("tasks"),
    offerDescription: text("offer_description"),
    offerUrl: text("offer_url"),
    requiredCount: integer("required_count").notNull().default(1),
    teamSize: integer("team_size"),
    skills: text("skills"),
    benefits: text("benefits"),
    extraPayment: text("extra_payment"),
    placeOfTraining: text("place_of_training"),
    practicePlace: text("practice_place"),
    workModel: text("work_model"),
    softwareSkills: jsonb("software_skills").$type<SoftwareSkill[]>().notNull().default([]),
    createdBy: uuid("created_by").references(() => companyUsers.id, { onDelete: "set null" }),
    publishedAt: timestampTz("published_at"),
    closedAt: timestampTz("closed_at"),
    /** Bumped by every change of the opening (fields, status): its ETag. */
    version: integer("version").notNull().default(1),
    /**
     * The flow attempt that created the draft (docs/decisions/074-job-opening-draft-lifecycle.md): a first
     * step sent again under the same key finds this draft instead of making another.
     */
    attemptKey: text("attempt_key"),
    /** When the creator was told that the untouched draft will be removed; a change after it starts anew. */
    expiryNoticeAt: timestamp("expiry_notice_at", { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index("job_openings_company_idx").on(t.companyId, t.status),
    index("job_openings_search_idx").on(t.status, t.course, t.campusId, t.startDate),
    uniqueIndex("job_openings_attempt_idx").on(t.companyId, t.createdBy, t.attemptKey),
    // the daily look for drafts nobody touched for weeks
    index("job_openings_draft_age_idx").on(t.updatedAt).where(sql`${t.status} = 'draft'`),
  ],
);

/** A match between an applicant and a job opening; its status moves only through the transition table. */
export const jobMatches = pgTable(
  "job_matches",
  {
    id: uuidKey(),
    jobOpeningId: ownedBy("job_opening_id", () => jobOpenings.id),
    accountId: ownedBy("account_id", () => accounts.id),
    status: matchStatusEnum("status").notNull().default("awaiting_any_interest"),
    source: matchSourceEnum("source").notNull(),
    /** the advisor who recommended the applicant (source study_advisor) */
    recommendedBy: uuid("recommended_by").references(() => advisors.id, { onDelete: "set null" }),
    lostReason: lostReasonEnum("lost_reason"),
    applicantInterestAt: timestampTz("applicant_interest_at"),
    companyInterestAt: timestampTz("company_interest_at"),
    interviewDateSuggestions: jsonb("interview_date_suggestions").$type<string[]>().notNull().default([]),
    interviewAt: timestampTz("interview_at"),
    trialDayAt: timestampTz("trial_day_at"),
    /** the company's feedback when it rejected the applicant */
    feedbackText: text("feedback_text"),
    /**
     * The last German calendar day on which the applicant can answer an offer (awaiting_applicant_confirmation),
     * fixed when the offer is made; the day after, the offer expires.
     */
    offerAnswerBy: date("offer_answer_by", { mode: "string" }),
    /** the German calendar day from which the applicant is reminded of that deadline */
    offerRemindOn: date("offer_remind_on", { mode: "string" }),
    /** when that reminder went out (once per offer) */
    offerRemindedAt: timestampTz("offer_reminded_at"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("job_matches_opening_account_uq").on(t.jobOpeningId, t.accountId),
    index("job_matches_account_idx").on(t.accountId, t.status),
    index("job_matches_opening_idx").on(t.jobOpeningId, t.status),
  ],
);

/** What an applicant did with an opening outside the match: favourite, first view (unread/visited). */
export const jobOpeningApplicantStates = pgTable(
  "job_opening_applicant_states",
  {
    accountId: ownedBy("account_id", () => accounts.id),
    jobOpeningId: ownedBy("job_opening_id", () => jobOpenings.id),
    favourite: boolean("favourite").notNull().default(false),
    viewedAt: timestampTz("viewed_at"),
    updatedAt: updated(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.jobOpeningId] })],
);

/** Comments of company users on an applicant of one of their openings (docs/product.md#api-calls). */
export const applicantComments = pgTable(
  "applicant_comments",
  {
    id: uuidKey(),
    jobOpeningId: ownedBy("job_opening_id", () => jobOpenings.id),
    accountId: ownedBy("account_id", () => accounts.id),
    authorId: uuid("author_id").references(() => companyUsers.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    ...timestamps(),
  },
  (t) => [index("applicant_comments_opening_account_idx").on(t.jobOpeningId, t.accountId, t.createdAt)],
);

export const contractStatusEnum = pgEnum("company_contract_status", ["requested", "signed"]);

/** The training contract a company requests for an accepted match (docs/product.md#company-unit .../contract). */
export const companyContracts = pgTable(
  "company_contracts",
  {
    id: uuidKey(),
    matchId: uuid("match_id")
      .notNull()
      .unique()
      .references(() => jobMatches.id, { onDelete: "cascade" }),
    companyId: ownedBy("company_id", () => companies.id),
    accountId: ownedBy("account_id", () => accounts.id),
    status: contractStatusEnum("status").notNull().default("requested"),
    startDate: date("start_date").notNull(),
    weeklyHours: integer("weekly_hours").notNull(),
    /** gross monthly pay in euro cents */
    monthlySalaryCents: integer("monthly_salary_cents").notNull(),
    vacationDays: integer("vacation_days").notNull(),
    supervisorName: text("supervisor_name").notNull(),
    supervisorEmail: text("supervisor_email").notNull(),
    notes: text("notes"),
    requestedBy: uuid("requested_by").references(() => companyUsers.id, { onDelete: "set null" }),
    signedOn: date("signed_on"),
    ...timestamps(),
  },
  (t) => [index("company_contracts_company_idx").on(t.companyId)],
);

// ---------- Company administration ----------

/**
 * An invitation of a person to a company (employee creation, re-invite). The e-mail carries a one-time
 * link; only the hash of its token is stored. Accepting binds the membership to the login that follows.
 */
export const employeeInvitations = pgTable(
  "employee_invitations",
  {
    id: uuidKey(),
    membershipId: ownedBy("membership_id", () => companyMemberships.id),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: uuid("invited_by").references(() => companyUsers.id, { onDelete: "set null" }),
    expiresAt: timestampTz("expires_at").notNull(),
    acceptedAt: timestampTz("accepted_at"),
    revokedAt: timestampTz("revoked_at"),
    createdAt: created(),
  },
  (t) => [index("employee_invitations_membership_idx").on(t.membershipId)],
);

export const invoiceStatusEnum = pgEnum("invoice_status", ["open", "paid", "overdue", "cancelled"]);

/** Invoices of the university to a company (docs/product.md#api-calls GET /accounting/invoices); the PDF is generated. */
export const invoices = pgTable(
  "invoices",
  {
    id: uuidKey(),
    companyId: ownedBy("company_id", () => companies.id),
    number: text("number").notNull().unique(),
    issuedOn: date("issued_on").notNull(),
    dueOn: date("due_on").notNull(),
    status: invoiceStatusEnum("status").notNull().default("open"),
    /** line items: description, quantity, unit price in cents */
    items: jsonb("items").$type<{ description: string; quantity: number; unitCents: number }[]>().notNull().default([]),
    amountCents: integer("amount_cents").notNull(),
    paidOn: date("paid_on"),
    createdAt: created(),
  },
  (t) => [index("invoices_company_idx").on(t.companyId, t.issuedOn)],
);

/** Accounting notices (reminders, credit notes, information) to a company (GET /accounting/notices). */
export const accountingNotices = pgTable(
  "accounting_notices",
  {
    id: uuidKey(),
    companyId: ownedBy("company_id", () => companies.id),
    invoiceId: uuid("invoice_id").references(() => invoices.id, { onDelete: "set null" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    issuedOn: date("issued_on").notNull(),
    createdAt: created(),
  },
  (t) => [index("accounting_notices_company_idx").on(t.companyId, t.issuedOn)],
);

/** Downloads for companies (/b2b/downloads): guides and forms, rendered as PDF from their text. */
export const companyDownloads = pgTable("company_downloads", {
  id: uuidKey(),
  slug: text("slug").notNull().unique(),
  category: text("category").notNull(),
  titleDe: text("title_de").notNull(),
  titleEn: text("title_en").notNull(),
  descriptionDe: text("description_de").notNull(),
  descriptionEn: text("description_en").notNull(),
  /** lines of the generated PDF (German; the documents are German originals) */
  body: jsonb("body").$type<string[]>().notNull().default([]),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: created(),
});

/** Upskilling offers for companies' staff who train dual students (/b2b/upskilling). */
export const upskillingOffers = pgTable("upskilling_offers", {
  id: uuidKey(),
  titleDe: text("title_de").notNull(),
  titleEn: text("title_en").notNull(),
  descriptionDe: text("description_de").notNull(),
  descriptionEn: text("description_en").notNull(),
  format: text("format").notNull(),
  durationHours: integer("duration_hours").notNull(),
  startsOn: date("starts_on"),
  url: text("url"),
  createdAt: created(),
});

// ---------- Communication and content ----------

/** News for applicants, companies or both (GET /news). */
export const news = pgTable(
  "news",
  {
    id: uuidKey(),
    audience: text("audience").notNull(),
    titleDe: text("title_de").notNull(),
    titleEn: text("title_en").notNull(),
    teaserDe: text("teaser_de").notNull(),
    teaserEn: text("teaser_en").notNull(),
    bodyDe: text("body_de").notNull(),
    bodyEn: text("body_en").notNull(),
    imagePath: text("image_path"),
    publishedAt: timestampTz("published_at").notNull(),
    createdAt: created(),
  },
  (t) => [index("news_audience_idx").on(t.audience, t.publishedAt)],
);

/** Campaigns applicants can register for and take part in (GET /campaigns). */
export const campaigns = pgTable("campaigns", {
  id: uuidKey(),
  titleDe: text("title_de").notNull(),
  titleEn: text("title_en").notNull(),
  descriptionDe: text("description_de").notNull(),
  descriptionEn: text("description_en").notNull(),
  startsAt: timestampTz("starts_at").notNull(),
  endsAt: timestampTz("ends_at").notNull(),
  /** where it is shown: a step key of the application (e.g. "partner-search") or "home" */
  placement: text("placement").notNull().default("home"),
  createdAt: created(),
});

export const campaignParticipations = pgTable(
  "campaign_participations",
  {
    campaignId: ownedBy("campaign_id", () => campaigns.id),
    accountId: ownedBy("account_id", () => accounts.id),
    registeredAt: timestampTz("registered_at").notNull().defaultNow(),
    participatedAt: timestampTz("participated_at"),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.accountId] })],
);

/** Help topics and their articles (/b2b/help). */
export const helpTopics = pgTable("help_topics", {
  id: uuidKey(),
  slug: text("slug").notNull().unique(),
  titleDe: text("title_de").notNull(),
  titleEn: text("title_en").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const helpArticles = pgTable(
  "help_articles",
  {
    id: uuidKey(),
    topicId: ownedBy("topic_id", () => helpTopics.id),
    titleDe: text("title_de").notNull(),
    titleEn: text("title_en").notNull(),
    bodyDe: text("body_de").notNull(),
    bodyEn: text("body_en").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("help_articles_topic_idx").on(t.topicId, t.sortOrder)],
);

export const supportTicketStatusEnum = pgEnum("support_ticket_status", ["open", "in_progress", "waiting", "closed"]);

/** Support tickets of company users (docs/product.md#entities): answered by support staff in the advisor console. */
export const supportTickets = pgTable(
  "support_tickets",
  {
    id: uuidKey(),
    companyId: ownedBy("company_id", () => companies.id),
    createdBy: uuid("created_by").references(() => companyUsers.id, { onDelete: "set null" }),
    topic: text("topic").notNull(),
    subject: text("subject").notNull(),
    status: supportTicketStatusEnum("status").notNull().default("open"),
    closedAt: timestampTz("closed_at"),
    ...timestamps(),
  },
  (t) => [index("support_tickets_company_idx").on(t.companyId, t.status)],
);

export const supportTicketComments = pgTable(
  "support_ticket_comments",
  {
    id: uuidKey(),
    ticketId: ownedBy("ticket_id", () => supportTickets.id),
    authorKind: userKindEnum("author_kind").notNull(),
    authorId: uuid("author_id"),
    body: text("body").notNull(),
    createdAt: created(),
  },
  (t) => [index("support_ticket_comments_ticket_idx").on(t.ticketId, t.createdAt)],
);

/** Feedback of the feedback modal (docs/product.md#entities, docs/product.md#other-flows), both units: the payload exactly as sent. */
export const feedback = pgTable("feedback", {
  id: uuidKey(),
  userKind: userKindEnum("user_kind").notNull(),
  userId: uuid("user_id").notNull(),
  selected: text("selected").notNull(),
  reasons: text("reasons").notNull(),
  feedback: text("feedback").notNull(),
  agent: text("agent").notNull(),
  screenWidth: integer("screen_width"),
  screenHeight: integer("screen_height"),
  createdAt: created(),
});

/**
 * Newsletter subscriptions; the id is the opaque part of the unsubscribe link (POST /unsubscribe/{id}).
 */
export const newsletterSubscriptions = pgTable("newsletter_subscriptions", {
  id: uuidKey(),
  email: text("email").notNull(),
  recipientKind: userKindEnum("recipient_kind").notNull(),
  recipientId: uuid("recipient_id"),
  list: text("list").notNull(),
  subscribedAt: timestampTz("subscribed_at").notNull().defaultNow(),
  unsubscribedAt: timestampTz("unsubscribed_at"),
});

/** Drafts of the public CV generator, keyed by the hash of the visitor's anonymous token (never the token). */
export const cvDrafts = pgTable(
  "cv_drafts",
  {
    tokenHash: text("token_hash").primaryKey(),
    data: jsonb("data").$type<CvData>().notNull(),
    createdAt: created(),
    updatedAt: timestampTz("updated_at").notNull().defaultNow(),
    expiresAt: timestampTz("expires_at").notNull(),
    /** Set for an applicant's own CV (the applicant unit's generator); anonymous drafts have none. */
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "cascade" }),
  },
  (t) => [index("cv_drafts_expires_idx").on(t.expiresAt), uniqueIndex("cv_drafts_account_uq").on(t.accountId)],
);

/** Visits that arrived with a tracking id (`?t=`, docs/product.md#other-flows): when, and whose account when signed in. */
export const trackingVisits = pgTable(
  "tracking_visits",
  {
    id: uuidKey(),
    trackingId: text("tracking_id").notNull(),
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "set null" }),
    createdAt: created(),
  },
  (t) => [index("tracking_visits_tracking_id_idx").on(t.trackingId)],
);

/** A/B assignments reported with the visitor's consent (docs/product.md#entities experiment assignment item); one per campaign and visitor. */
export const experimentAssignments = pgTable(
  "experiment_assignments",
  {
    campaignId: text("campaign_id").notNull(),
    variationId: text("variation_id").notNull(),
    visitorId: text("visitor_id").notNull(),
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "cascade" }),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.visitorId] })],
);

/** Cookie consents given while signed in, each kept (proof of what was agreed and when). */
export const cookieConsents = pgTable(
  "cookie_consents",
  {
    id: uuidKey(),
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "cascade" }),
    companyUserId: uuid("company_user_id").references(() => companyUsers.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    choice: text("choice").notNull(),
    services: jsonb("services").$type<Record<string, boolean>>().notNull(),
    givenAt: timestampTz("given_at").notNull(),
    createdAt: created(),
  },
  (t) => [
    index("cookie_consents_account_idx").on(t.accountId),
    index("cookie_consents_company_user_idx").on(t.companyUserId),
  ],
);

/**
 * Who wants the daily "what changed" mail (opt-in; advisors and company users): `lastCheckedOn` is the German
 * day of the last look (one look a day), `coveredUntil` the end of the period that look covered,
 * `lastSentOn` the day of the last mail (at most one a day; an empty day sends nothing).
 */
export const digestSubscriptions = pgTable(
  "digest_subscriptions",
  {
    recipientKind: userKindEnum("recipient_kind").notNull(),
    recipientId: uuid("recipient_id").notNull(),
    lastCheckedOn: date("last_checked_on", { mode: "string" }),
    coveredUntil: timestampTz("covered_until").notNull().defaultNow(),
    lastSentOn: date("last_sent_on", { mode: "string" }),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.recipientKind, t.recipientId] })],
);
