/**
 * The background jobs: what runs, how often, and what each run does. The runner (runner.ts) decides
 * where: pg-boss on PostgreSQL (one run across all instances, retries with back-off), a loop in this
 * process on the embedded database (one process).
 */
import type { Database } from "../db/client";
import { purgeDeletedAccounts } from "../services/account-deletion";
import { buildDataExports } from "../services/data-export";
import type { DeadlineSettings } from "../services/matching/deadlines";
import type { BlobStore } from "../storage";
import { expireOffers, expireSuggestions, remindInterviews, remindOfferDeadlines } from "./deadlines";
import { sendDailyDigests } from "./digest";
import { expireJobOpeningDrafts } from "./job-opening-drafts";
import { remindOverdueConsultations, remindPendingDocuments } from "./reminders";
import { sweepExpired } from "./sweep";

export interface BackgroundJob {
  name: string;
  /** When it runs, as cron (minute resolution, Europe/Berlin) for pg-boss. */
  cron: string;
  /** The same rhythm for the in-process loop. */
  everyMs: number;
  /** One run; answers what it did (logged). Must be idempotent: a retry or a late second run harms nothing. */
  run: () => Promise<Record<string, number>>;
}

export interface JobDependencies {
  db: Database;
  publicUrl: string;
  /** Delivers the due mails of the outbox (absent without SMTP: mails then wait in the dev mailbox). */
  deliverMail?: () => Promise<{ sent: number; retried: number; failed: number }>;
  now?: () => Date;
  /** how long an offer waits for the applicant's answer (server/config.ts; default DEFAULT_DEADLINES) */
  deadlines?: DeadlineSettings;
  /** The documents' store: the purge of deleted accounts removes their files. */
  storage?: BlobStore;
}

const MINUTE = 60_000;

export function backgroundJobs(deps: JobDependencies): BackgroundJob[] {
  const now = deps.now ?? (() => new Date());
  const { deliverMail } = deps;
  const deadlineContext = () => ({ db: deps.db, publicUrl: deps.publicUrl, now: now(), deadlines: deps.deadlines });
  return [
    ...(deliverMail
      ? [
          // pg-boss schedules by the minute; the embedded loop looks more often
          { name: "deliver-mail", cron: "* * * * *", everyMs: 10_000, run: async () => ({ ...(await deliverMail()) }) },
        ]
      : []),
    { name: "sweep-expired", cron: "*/10 * * * *", everyMs: 10 * MINUTE, run: () => sweepExpired(deps.db, now()) },
    {
      name: "remind-overdue-consultations",
      cron: "7 * * * *",
      everyMs: 60 * MINUTE,
      run: () => remindOverdueConsultations({ db: deps.db, publicUrl: deps.publicUrl, now: now() }),
    },
    {
      name: "remind-pending-documents",
      cron: "17 * * * *",
      everyMs: 60 * MINUTE,
      run: () => remindPendingDocuments({ db: deps.db, publicUrl: deps.publicUrl, now: now() }),
    },
    // deadlines (ADR 033): hourly, so a day's expiry or reminder happens early on that day
    { name: "expire-offers", cron: "2 * * * *", everyMs: 60 * MINUTE, run: () => expireOffers(deadlineContext()) },
    {
      name: "remind-offer-deadlines",
      cron: "12 * * * *",
      everyMs: 60 * MINUTE,
      run: () => remindOfferDeadlines(deadlineContext()),
    },
    {
      name: "remind-interviews",
      cron: "22 * * * *",
      everyMs: 60 * MINUTE,
      run: () => remindInterviews(deadlineContext()),
    },
    {
      name: "expire-suggestions",
      cron: "32 * * * *",
      everyMs: 60 * MINUTE,
      run: () => expireSuggestions(deadlineContext()),
    },
    // one look a day per subscriber (from DIGEST_HOUR German time); an hourly slot catches up after a restart
    { name: "daily-digest", cron: "42 * * * *", everyMs: 60 * MINUTE, run: () => sendDailyDigests(deadlineContext()) },
    {
      // the "my data" ZIPs of large accounts, and removing those older than a week
      name: "build-data-exports",
      cron: "*/5 * * * *",
      everyMs: MINUTE,
      run: () => buildDataExports({ db: deps.db, storage: deps.storage, now: now() }),
    },
    {
      // job-opening drafts nobody touched: the notice on day 23, the removal from day 30 (ADR 074)
      name: "expire-job-opening-drafts",
      cron: "47 * * * *",
      everyMs: 60 * MINUTE,
      run: () => expireJobOpeningDrafts({ db: deps.db, publicUrl: deps.publicUrl, now: now() }),
    },
    {
      // accounts whose deletion was not undone within the grace period lose their personal data
      name: "purge-deleted-accounts",
      cron: "37 * * * *",
      everyMs: 60 * MINUTE,
      run: () => purgeDeletedAccounts({ db: deps.db, storage: deps.storage, publicUrl: deps.publicUrl, now: now() }),
    },
  ];
}
