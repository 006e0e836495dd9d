/**
 * The mail outbox (docs/architecture.md: a mail is written in the same transaction as the event that causes it).
 * Rows stay `queued` until a sender delivers them; no sender exists yet (nodemailer is not installed).
 */
import type { Database } from "../db/client";
import { mailOutbox } from "../db/schema";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** template name, for the dev mailbox and statistics */
  template: string;
  /** a retried event with the same key writes no second mail */
  dedupeKey?: string;
  attachments?: MailAttachment[];
}

/** A file sent with a mail; `content` is base64. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Pass the transaction of the causing change: roll it back and no mail is left behind. */
export async function enqueueMail(tx: Pick<Database, "insert">, mail: OutgoingMail): Promise<{ queued: boolean }> {
  const rows = await tx
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      template: mail.template,
      dedupeKey: mail.dedupeKey ?? null,
      attachments: mail.attachments ?? [],
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return { queued: rows.length > 0 };
}
