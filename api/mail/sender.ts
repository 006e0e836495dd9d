/**
 * Delivers the mail outbox through SMTP (nodemailer). Rows are claimed with `FOR UPDATE SKIP LOCKED`
 * (several instances never take the same mail), sent, and marked `sent`; a failure backs off
 * exponentially and gives up after `maxAttempts` (status `failed`, last error kept).
 *
 * No duplicates across restarts: a row is only claimed while `queued`, and a sent row is marked in the
 * same step that follows the SMTP acceptance. A claim left behind by a crash is taken over after the
 * lease; only a crash in the milliseconds between the SMTP server's acceptance and that update can
 * repeat a mail, and then it carries the same Message-ID (`<outbox id@tandem>`) so mail clients fold it.
 */
import { and, asc, eq, lt, lte, or, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";

export interface MailSenderOptions {
  db: Database;
  /** smtp://user:pass@host:port or smtps://… */
  smtpUrl: string;
  from: string;
  maxAttempts?: number;
  /** a claim older than this is considered abandoned (crash) and taken over */
  leaseMs?: number;
  batchSize?: number;
  /** first retry after this, doubling per attempt */
  backoffMs?: number;
  now?: () => Date;
  log?: (message: string) => void;
}

export interface DeliveryResult {
  sent: number;
  retried: number;
  failed: number;
}

export const messageIdOf = (outboxId: string) => `<${outboxId}@tandem>`;

export function createMailSender(options: MailSenderOptions) {
  const {
    db,
    from,
    maxAttempts = 5,
    leaseMs = 5 * 60_000,
    batchSize = 20,
    backoffMs = 30_000,
    now = () => new Date(),
    log = () => {},
  } = options;
  const transport: Transporter = nodemailer.createTransport(options.smtpUrl);

  /** Takes the due rows: queued and due, or claimed longer ago than the lease. */
  async function claim() {
    const at = now();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, "queued"), lte(mailOutbox.nextAttemptAt, at)),
          and(eq(mailOutbox.status, "sending"), lt(mailOutbox.claimedAt, new Date(at.getTime() - leaseMs))),
        ),
      )
      .orderBy(asc(mailOutbox.createdAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    // `= any(array(…))`: the due rows are chosen once. PostgreSQL may run an `in (…)` subquery again for
    // every row it updates, and with `skip locked` each run can lock another row: a batch of one took two.
    return db
      .update(mailOutbox)
      .set({ status: "sending", claimedAt: at })
      .where(sql`${mailOutbox.id} = any(array(${due}))`)
      .returning();
  }

  async function deliver(row: typeof mailOutbox.$inferSelect): Promise<keyof DeliveryResult> {
    const attempts = row.attempts + 1;
    try {
      await transport.sendMail({
        from,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody ?? undefined,
        messageId: messageIdOf(row.id),
        attachments: row.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.content, "base64"),
        })),
      });
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: now(), attempts, claimedAt: null, lastError: null })
        .where(eq(mailOutbox.id, row.id));
      return "sent";
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = attempts >= maxAttempts;
      await db
        .update(mailOutbox)
        .set({
          status: giveUp ? "failed" : "queued",
          attempts,
          claimedAt: null,
          lastError: message.slice(0, 1000),
          nextAttemptAt: new Date(now().getTime() + backoffMs * 2 ** (attempts - 1)),
        })
        .where(eq(mailOutbox.id, row.id));
      log(`mail ${row.id} to ${row.template}: attempt ${attempts} failed (${message})`);
      return giveUp ? "failed" : "retried";
    }
  }

  /** One pass over the due mails. */
  async function deliverDue(): Promise<DeliveryResult> {
    const result: DeliveryResult = { sent: 0, retried: 0, failed: 0 };
    for (const row of await claim()) result[await deliver(row)]++;
    return result;
  }

  return {
    /** One pass over the due mails: the background job "deliver-mail" (api/jobs) calls it. */
    deliverDue,
    async stop() {
      transport.close();
    },
  };
}
