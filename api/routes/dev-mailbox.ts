/**
 * GET /api/dev/mailbox?to=: the mail outbox (or the mails to one address), newest first, for the development mailbox page. Mounted only
 * with DEV_TOOLS (never in production): it shows every mail to everyone, like a local mail catcher.
 * GET /api/dev/mailbox/{id}/attachments/{index}: one attachment as a file.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { count, desc, eq, sql } from "drizzle-orm";
import { MAILBOX_PAGE_SIZE, Mailbox } from "#contracts";
import { publicAccess } from "../auth/access";
import { mailOutbox } from "../db/schema";
import type { ApiDeps } from "../env";
import { errorResponses, notFound, uuidOr404 } from "../errors";
import { json, newRouter } from "./router";

const list = createRoute({
  method: "get",
  path: "/mailbox",
  tags: ["Development"],
  summary: "The mail outbox (development only)",
  middleware: publicAccess(),
  request: {
    query: z.object({
      page: z.coerce.number().int().min(1).max(10_000).default(1),
      /** only the mails to this address (case-insensitive), like a mail catcher's search */
      to: z.string().trim().max(320).optional(),
    }),
  },
  responses: { 200: json(Mailbox, "Mails, newest first"), ...errorResponses(400) },
});

const attachment = createRoute({
  method: "get",
  path: "/mailbox/{id}/attachments/{index}",
  tags: ["Development"],
  summary: "One attachment of a mail (development only)",
  middleware: publicAccess(),
  request: { params: z.object({ id: z.string().max(100), index: z.string().regex(/^\d{1,2}$/) }) },
  responses: {
    200: { description: "The file", content: { "application/octet-stream": { schema: z.string() } } },
    ...errorResponses(404),
  },
});

export function devMailboxRoutes(deps: ApiDeps) {
  const { db } = deps;
  return newRouter()
    .openapi(list, async (c) => {
      const { page, to } = c.req.valid("query");
      const recipient = to ? eq(sql`lower(${mailOutbox.toAddress})`, to.toLowerCase()) : undefined;
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(recipient)
        .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
        .limit(MAILBOX_PAGE_SIZE)
        .offset((page - 1) * MAILBOX_PAGE_SIZE);
      const [{ total }] = await db.select({ total: count() }).from(mailOutbox).where(recipient);
      return c.json(
        {
          mails: rows.map((r) => ({
            id: r.id,
            to: r.toAddress,
            subject: r.subject,
            text: r.textBody,
            template: r.template,
            status: r.status as "queued" | "sending" | "sent" | "failed",
            attempts: r.attempts,
            lastError: r.lastError,
            attachments: r.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              size: Buffer.from(a.content, "base64").length,
            })),
            createdAt: r.createdAt.toISOString(),
            sentAt: r.sentAt?.toISOString() ?? null,
          })),
          page,
          pageSize: MAILBOX_PAGE_SIZE,
          total: Number(total),
        },
        200,
      );
    })
    .openapi(attachment, async (c) => {
      const { id, index } = c.req.valid("param");
      const [row] = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.id, uuidOr404(id)))
        .limit(1);
      const file = row?.attachments[Number(index)];
      if (!file) throw notFound();
      return c.body(Buffer.from(file.content, "base64"), 200, {
        "Content-Type": file.contentType,
        "Content-Disposition": `attachment; filename="${file.filename.replace(/[^\w.-]/g, "_")}"`,
      });
    });
}
