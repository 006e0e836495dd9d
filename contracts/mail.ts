/** The development mailbox: the outbox as a list, dev tools only, so mails can be read without an SMTP server. */
import { z } from "zod";

export const MAILBOX_PAGE_SIZE = 20;

export const MailboxEntry = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  template: z.string(),
  status: z.enum(["queued", "sending", "sent", "failed"]),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type MailboxEntry = z.infer<typeof MailboxEntry>;

export const Mailbox = z.object({
  mails: z.array(MailboxEntry),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type Mailbox = z.infer<typeof Mailbox>;
