import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../db/schema";
import { enqueueMail } from "../mail/outbox";
import { setupApi } from "./harness";

const { ctx, call } = setupApi({ devTools: true });

describe("GET /api/dev/mailbox (dev tools)", () => {
  it("lists the outbox newest first with attachments, pages, and serves an attachment", async () => {
    await ctx.handle.db.delete(mailOutbox);
    for (let i = 0; i < 22; i++) {
      await enqueueMail(ctx.handle.db, { to: `p${i}@example.org`, subject: `Mail ${i}`, text: "Hallo", template: "t" });
    }
    await enqueueMail(ctx.handle.db, {
      to: "last@example.org",
      subject: "Einladung",
      text: "Termin",
      template: "t",
      attachments: [
        {
          filename: "interview.ics",
          contentType: "text/calendar",
          content: Buffer.from("BEGIN:VCALENDAR").toString("base64"),
        },
      ],
    });
    // the newest: clearly later than the others (several inserts can share a clock tick)
    await ctx.handle.db
      .update(mailOutbox)
      .set({ createdAt: new Date(Date.now() + 60_000) })
      .where(eq(mailOutbox.subject, "Einladung"));
    const first = await call("GET", "/api/dev/mailbox");
    expect(first.status).toBe(200);
    expect(first.json.total).toBe(23);
    expect(first.json.mails).toHaveLength(20);
    expect(first.json.mails[0]).toMatchObject({ subject: "Einladung", status: "queued" });
    expect(first.json.mails[0].attachments).toEqual([
      { filename: "interview.ics", contentType: "text/calendar", size: 15 },
    ]);
    const second = await call("GET", "/api/dev/mailbox?page=2");
    expect(second.json.mails).toHaveLength(3);
    const res = await ctx.api.fetch(
      new Request(`http://internal/api/dev/mailbox/${first.json.mails[0].id}/attachments/0`),
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("BEGIN:VCALENDAR");
    const missing = await call("GET", `/api/dev/mailbox/${first.json.mails[0].id}/attachments/3`);
    expect(missing.status).toBe(404);
    // the mails to one address, whatever the case, however many others came later
    const one = await call("GET", "/api/dev/mailbox?to=P7@Example.org");
    expect(one.json.total).toBe(1);
    expect(one.json.mails.map((m: { subject: string }) => m.subject)).toEqual(["Mail 7"]);
  });
});
