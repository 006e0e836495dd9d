/**
 * The public CV generator's API: drafts reached only with their own token, the PDF (text, title, language,
 * structure), at most 4 pages, and sending through the outbox with a limit per address.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type CvData, emptyCv } from "#contracts";
import { readPdf } from "../../tests/pdf-text";
import { cvDrafts, mailOutbox } from "../db/schema";
import { setupApi } from "./harness";

const { ctx, call } = setupApi();
const token = () => randomBytes(32).toString("base64url");
const draft = (t: string) => ({ "x-cv-draft": t });

const CV: CvData = {
  ...emptyCv(),
  profile: { ...emptyCv().profile, firstName: "Jörg", lastName: "Größe-Şahin", email: "joerg@example.org" },
  education: [
    { title: "Abitur", place: "Gymnasium Łódź", from: "2015", to: "2023", description: "" },
    { title: "Sprachkurs", place: "İstanbul", from: "2023", to: "2024", description: "Türkçe B2" },
  ],
  experience: [{ title: "Praktikum", place: "Muster GmbH", from: "2024", to: "", description: "Съешь же ещё" }],
  languages: [{ name: "Deutsch", level: "native" }],
  software: [{ name: "LibreOffice", level: "2" }],
  hobbies: "القراءة والسباحة",
};

const pdfOf = async (body: unknown) =>
  ctx.api.fetch(
    new Request("http://internal/api/v1/cv-generator/upload", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
  );

describe("CV generator drafts", () => {
  it("saves and reads a draft by its token, stores only the token's hash, deletes it on request", async () => {
    const mine = token();
    expect((await call("GET", "/api/v1/cv-generator/draft", { headers: draft(mine) })).status).toBe(404);
    const saved = await call("PUT", "/api/v1/cv-generator/draft", { headers: draft(mine), body: CV });
    expect(saved.status).toBe(200);
    const read = await call("GET", "/api/v1/cv-generator/draft", { headers: draft(mine) });
    expect(read.json.cv.hobbies).toBe("القراءة والسباحة");
    const rows = await ctx.handle.db.select().from(cvDrafts);
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(mine);
    expect(rows[0].expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    expect((await call("DELETE", "/api/v1/cv-generator/draft", { headers: draft(mine) })).status).toBe(204);
    expect((await call("GET", "/api/v1/cv-generator/draft", { headers: draft(mine) })).status).toBe(404);
  });

  it("someone else's token reaches nothing; a malformed or missing token is 400 and changes nothing", async () => {
    const mine = token();
    await call("PUT", "/api/v1/cv-generator/draft", { headers: draft(mine), body: CV });
    const other = token();
    expect((await call("GET", "/api/v1/cv-generator/draft", { headers: draft(other) })).status).toBe(404);
    expect((await call("DELETE", "/api/v1/cv-generator/draft", { headers: draft(other) })).status).toBe(204);
    for (const bad of [`${mine}x`, mine.slice(1), "", "../../etc"]) {
      expect((await call("GET", "/api/v1/cv-generator/draft", { headers: draft(bad) })).status).toBe(400);
    }
    expect((await call("GET", "/api/v1/cv-generator/draft")).status).toBe(400);
    expect((await call("GET", "/api/v1/cv-generator/draft", { headers: draft(mine) })).json.cv.profile.firstName).toBe(
      "Jörg",
    );
  });

  it("an expired draft is gone", async () => {
    const mine = token();
    await call("PUT", "/api/v1/cv-generator/draft", { headers: draft(mine), body: CV });
    await ctx.handle.db.update(cvDrafts).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await call("GET", "/api/v1/cv-generator/draft", { headers: draft(mine) })).status).toBe(404);
    // the next save of anyone's draft deletes it
    await call("PUT", "/api/v1/cv-generator/draft", { headers: draft(token()), body: CV });
    expect(await ctx.handle.db.select().from(cvDrafts)).toHaveLength(1);
  });

  it("refuses oversized fields and too many entries with 400 and field errors", async () => {
    const long = { ...CV, hobbies: "x".repeat(1001) };
    const res = await call("PUT", "/api/v1/cv-generator/draft", { headers: draft(token()), body: long });
    expect(res.status).toBe(400);
    const many = { ...CV, education: Array.from({ length: 11 }, () => CV.education[0]) };
    expect((await call("PUT", "/api/v1/cv-generator/draft", { headers: draft(token()), body: many })).status).toBe(400);
    expect(await ctx.handle.db.select().from(cvDrafts)).toHaveLength(0);
  });
});

describe("POST /api/v1/cv-generator/upload", () => {
  it("answers a tagged PDF with every value, title and language; Arabic in logical order", async () => {
    const res = await pdfOf({ type: "modern", lng: "de", cv: CV });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const pdf = await readPdf(await res.arrayBuffer());
    expect(pdf.title).toBe("Lebenslauf: Jörg Größe-Şahin");
    expect(pdf.lang).toBe("de");
    const text = pdf.text.join("\n");
    for (const value of [
      "Jörg Größe-Şahin",
      "Gymnasium Łódź",
      "İstanbul",
      "Türkçe B2",
      "Съешь же ещё",
      "القراءة والسباحة",
    ]) {
      expect(text).toContain(value);
    }
    expect(text).toContain("Deutsch: Muttersprache");
    expect(pdf.roles).toEqual(expect.arrayContaining(["Document", "H1", "H2", "H3", "L", "LI"]));
  });

  it("paginates a three-page CV without cutting a line, and refuses a CV longer than 4 pages", async () => {
    const entry = { title: "Station", place: "Ort", from: "2020", to: "2021", description: "Wort ".repeat(190).trim() };
    const three = { ...CV, experience: Array.from({ length: 6 }, (_, i) => ({ ...entry, title: `Station ${i + 1}` })) };
    const pdf = await readPdf(await (await pdfOf({ type: "classic", cv: three })).arrayBuffer());
    expect(pdf.pages).toBe(3);
    const text = pdf.text.join("\n");
    for (let i = 1; i <= 6; i++) expect(text).toContain(`Station ${i}`);
    // every line of the descriptions ends up whole on some page: as many words as were written
    expect(text.match(/Wort/g)).toHaveLength(6 * 190);
    const five = {
      ...CV,
      experience: Array.from({ length: 10 }, () => entry),
      education: Array.from({ length: 10 }, () => entry),
    };
    const refused = await pdfOf({ type: "classic", cv: five });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors.cv).toEqual(["cvgenerator:errors.tooLong"]);
  });

  it("accepts only the known designs and the CV data (no HTML from the client)", async () => {
    expect((await pdfOf({ type: "fancy", cv: CV })).status).toBe(400);
    expect((await pdfOf({ type: "classic", html: "<h1>x</h1>" })).status).toBe(400);
  });
});

describe("POST /api/v1/cv-generator/send/upload", () => {
  it("queues one mail with the PDF; the fourth to one address within a day is refused with 429", async () => {
    for (let i = 0; i < 3; i++) {
      const res = await call("POST", "/api/v1/cv-generator/send/upload", {
        body: { type: "classic", lng: "en", cv: CV, email: i === 0 ? "Visitor@Example.org" : "visitor@example.org" },
      });
      expect(res.status).toBe(202);
    }
    const mails = await ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.template, "cv-generator"));
    expect(mails).toHaveLength(3);
    expect(mails[0].toAddress).toBe("visitor@example.org");
    expect(mails[0].subject).toBe("Your CV");
    const [attachment] = mails[0].attachments;
    expect(attachment.contentType).toBe("application/pdf");
    expect((await readPdf(Buffer.from(attachment.content, "base64"))).text.join("\n")).toContain("Gymnasium Łódź");
    const fourth = await call("POST", "/api/v1/cv-generator/send/upload", {
      body: { type: "classic", cv: CV, email: "visitor@example.org" },
    });
    expect(fourth.status).toBe(429);
    expect(fourth.json.code).toBe(1010);
    expect(fourth.json.errors.email).toEqual(["cvgenerator:errors.addressLimit"]);
    expect(await ctx.handle.db.select().from(mailOutbox).where(eq(mailOutbox.template, "cv-generator"))).toHaveLength(
      3,
    );
    const bad = await call("POST", "/api/v1/cv-generator/send/upload", {
      body: { type: "classic", cv: CV, email: "x" },
    });
    expect(bad.status).toBe(400);
  });
});
