/**
 * The mail sender against a real SMTP server on 127.0.0.1 (smtp-server): delivery with attachments,
 * no second delivery after a restart in the middle of the queue, back-off and giving up.
 */
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { mailOutbox } from "../db/schema";
import { setupApi } from "../test/harness";
import { enqueueMail } from "./outbox";
import { createMailSender, messageIdOf } from "./sender";

const { ctx } = setupApi();

interface Received {
  to: string[];
  raw: string;
}

async function smtpServer(opts: { reject?: boolean } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (opts.reject) callback(Object.assign(new Error("mailbox unavailable"), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

async function queue(n: number, withAttachment = false) {
  await ctx.handle.db.delete(mailOutbox); // only this test's mails (the seed queues some)
  for (let i = 0; i < n; i++) {
    await enqueueMail(ctx.handle.db, {
      to: `person${i}@example.org`,
      subject: `Betreff ${i}`,
      text: `Hallo ${i}`,
      html: `<p>Hallo ${i}</p>`,
      template: "test",
      dedupeKey: `test:${i}`,
      attachments: withAttachment
        ? [
            {
              filename: "interview.ics",
              contentType: "text/calendar",
              content: Buffer.from("BEGIN:VCALENDAR").toString("base64"),
            },
          ]
        : undefined,
    });
  }
  return ctx.handle.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt);
}

describe("mail sender", () => {
  it("delivers each queued mail once, with its attachment and a stable Message-ID", async () => {
    const smtp = await smtpServer();
    closers.push(smtp.close);
    const rows = await queue(3, true);
    const sender = createMailSender({ db: ctx.handle.db, smtpUrl: smtp.url, from: "Tandem <no-reply@tandem.test>" });
    closers.push(() => sender.stop());
    expect(await sender.deliverDue()).toEqual({ sent: 3, retried: 0, failed: 0 });
    expect(await sender.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(3);
    expect(smtp.received.map((r) => r.to[0]).sort()).toEqual(rows.map((r) => r.toAddress).sort());
    for (const row of rows) {
      const mail = smtp.received.find((r) => r.raw.includes(messageIdOf(row.id)));
      expect(mail?.raw).toContain(`Subject: ${row.subject}`);
      expect(mail?.raw).toContain("interview.ics");
    }
    const after = await ctx.handle.db.select().from(mailOutbox);
    expect(after.every((r) => r.status === "sent" && r.sentAt && r.attempts === 1)).toBe(true);
  });

  it("does not send twice after a restart in the middle of the queue", async () => {
    const smtp = await smtpServer();
    closers.push(smtp.close);
    const rows = await queue(4);
    let clock = new Date(Date.now() + 1000); // ahead of the rows' database time stamps (microseconds)
    const options = {
      db: ctx.handle.db,
      smtpUrl: smtp.url,
      from: "no-reply@tandem.test",
      batchSize: 1,
      now: () => clock,
    };
    const first = createMailSender(options);
    await first.deliverDue(); // one mail out
    // the process dies while it holds a claim: the row is "sending" and nobody finishes it
    await ctx.handle.db
      .update(mailOutbox)
      .set({ status: "sending", claimedAt: clock })
      .where(eq(mailOutbox.id, rows[1].id));
    await first.stop();

    const second = createMailSender({ ...options, batchSize: 10 });
    closers.push(() => second.stop());
    expect((await second.deliverDue()).sent).toBe(2); // the two never claimed
    expect(smtp.received).toHaveLength(3);
    clock = new Date(clock.getTime() + 10 * 60_000); // the abandoned claim's lease has run out
    expect((await second.deliverDue()).sent).toBe(1);
    expect(await second.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    const ids = smtp.received.map((r) => /Message-ID: (<[^>]+>)/i.exec(r.raw)?.[1]);
    expect(new Set(ids).size).toBe(4);
    expect(ids.sort()).toEqual(rows.map((r) => messageIdOf(r.id)).sort());
  });

  it("backs off after a refusal and gives up after the last attempt, keeping the error", async () => {
    const smtp = await smtpServer({ reject: true });
    closers.push(smtp.close);
    const [row] = await queue(1);
    // a second ahead: the database stamps the row with microseconds, the same millisecond here could sort before it
    let clock = new Date(Date.now() + 1000);
    const sender = createMailSender({
      db: ctx.handle.db,
      smtpUrl: smtp.url,
      from: "no-reply@tandem.test",
      maxAttempts: 2,
      backoffMs: 1000,
      now: () => clock,
    });
    closers.push(() => sender.stop());
    expect(await sender.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect(await sender.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 }); // not due yet
    clock = new Date(clock.getTime() + 1500);
    expect(await sender.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [after] = await ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(after.status).toBe("failed");
    expect(after.attempts).toBe(2);
    expect(after.lastError).toMatch(/mailbox unavailable/);
    expect(smtp.received).toHaveLength(0);
  });
});
