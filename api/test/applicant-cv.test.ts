/**
 * The applicant unit's CV generator, the application portfolio and the print templates: prefilled from the
 * caller's own account, stored through the documents service (audit row), refused to other callers, and
 * only the known print templates with their plain structure.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type CvData, PRINT_TEMPLATE_MAX_CHARS } from "#contracts";
import { readPdf } from "../../tests/pdf-text";
import { accounts, auditLog, cvDrafts, documents } from "../db/schema";
import { setupApi } from "./harness";
import { accountIdOf } from "./lookups";

const { ctx, call, login } = setupApi();

const accountId = (sub: string) => accountIdOf(ctx.handle.db, sub);
const raw = (path: string, token: string, body: unknown) =>
  ctx.api.fetch(
    new Request(`http://internal${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }),
  );

const SHEET = `<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><title>Vorbereitung auf die Erstberatung</title></head>
<body>
<h1>Vorbereitung auf die Erstberatung</h1>
<p>So bereitest du dich vor &amp; was du mitbringst:</p>
<h2>1. Unterlagen</h2>
<ul><li>Lebenslauf (PDF)</li><li>Bewerbungsfoto</li></ul>
</body>
</html>`;

describe("the applicant's CV", () => {
  it("is prefilled from the account, saved for the caller only, and reset on request", async () => {
    const ben = await login("applicant", "applicant-ben");
    const first = await call("GET", "/api/v1/cv-generator/applicant?lng=de", { token: ben });
    expect(first.status).toBe(200);
    const cv = first.json.cv as CvData;
    expect(first.json.saved).toBe(false);
    expect(cv.profile).toEqual(
      expect.objectContaining({ firstName: "Ben", birthDate: "17.02.2005", address: "Bergmannstraße 5, 10961 Berlin" }),
    );
    expect(cv.education[0]).toEqual(expect.objectContaining({ title: "Abitur/Matura", place: "Deutschland" }));
    expect(cv.experience[0]).toEqual(
      expect.objectContaining({ title: "Aushilfe (Minijob)", place: "Café Kiezbohne", from: "06/2023", to: "08/2024" }),
    );
    expect(cv.languages).toEqual([
      { name: "Deutsch", level: "native" },
      { name: "Englisch", level: "C1" },
    ]);

    const changed = { ...cv, hobbies: "Schach und Klettern" };
    expect((await call("PUT", "/api/v1/cv-generator/applicant", { token: ben, body: changed })).status).toBe(200);
    const again = await call("GET", "/api/v1/cv-generator/applicant", { token: ben });
    expect(again.json).toEqual({ cv: changed, saved: true });
    // another applicant sees their own prefilled CV, never Ben's
    const bea = await login("applicant", "applicant-bea");
    const beas = await call("GET", "/api/v1/cv-generator/applicant", { token: bea });
    expect(beas.json.saved).toBe(false);
    expect(beas.json.cv.profile.firstName).toBe("Bea");
    const [row] = await ctx.handle.db.select().from(cvDrafts);
    expect(row.accountId).toBe(await accountId("applicant-ben"));

    expect((await call("DELETE", "/api/v1/cv-generator/applicant", { token: ben })).status).toBe(204);
    expect((await call("GET", "/api/v1/cv-generator/applicant", { token: ben })).json.saved).toBe(false);
  });

  it("goes with the account", async () => {
    const ben = await login("applicant", "applicant-ben");
    const { json } = await call("GET", "/api/v1/cv-generator/applicant", { token: ben });
    await call("PUT", "/api/v1/cv-generator/applicant", { token: ben, body: json.cv });
    await ctx.handle.db.delete(accounts).where(eq(accounts.subject, "applicant-ben"));
    expect(await ctx.handle.db.select().from(cvDrafts)).toHaveLength(0);
  });

  it("is stored as a CV document through the documents service, with an audit row", async () => {
    const ben = await login("applicant", "applicant-ben");
    const id = await accountId("applicant-ben");
    const res = await call("POST", "/api/v1/cv-generator/applicant/document", {
      token: ben,
      body: { type: "modern", lng: "de" },
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual(expect.objectContaining({ category: "CV", type: "CV", mimeType: "application/pdf" }));
    expect(res.json.name).toMatch(/^Lebenslauf-Ben-.+\.pdf$/);
    const [stored] = await ctx.handle.db.select().from(documents).where(eq(documents.id, res.json.uuid));
    expect(stored.accountId).toBe(id);
    const audits = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "document.uploaded"), eq(auditLog.subjectId, res.json.uuid)));
    expect(audits).toHaveLength(1);
    const preview = await ctx.api.fetch(
      new Request(`http://internal/api/v1/documents/${res.json.uuid}/preview`, {
        headers: { authorization: `Bearer ${ben}` },
      }),
    );
    const pdf = await readPdf(await preview.arrayBuffer());
    expect(pdf.text.join("\n")).toContain("Café Kiezbohne");
  });

  it("a CV over 4 pages is refused with the translated key, nothing stored", async () => {
    const ben = await login("applicant", "applicant-ben");
    const { json } = await call("GET", "/api/v1/cv-generator/applicant", { token: ben });
    const entry = { title: "Station", place: "Ort", from: "2020", to: "2021", description: "Wort ".repeat(190).trim() };
    const long = { ...json.cv, experience: Array(10).fill(entry), education: Array(10).fill(entry) };
    await call("PUT", "/api/v1/cv-generator/applicant", { token: ben, body: long });
    const before = (await ctx.handle.db.select().from(documents)).length;
    const res = await call("POST", "/api/v1/cv-generator/applicant/document", {
      token: ben,
      body: { type: "classic" },
    });
    expect(res.status).toBe(400);
    expect(res.json.errors.cv).toEqual(["cvgenerator:errors.tooLong"]);
    expect(await ctx.handle.db.select().from(documents)).toHaveLength(before);
  });

  it("is refused without a token and to company users", async () => {
    const olaf = await login("company", "company-olaf");
    for (const [method, path, body] of [
      ["GET", "/api/v1/cv-generator/applicant", undefined],
      ["PUT", "/api/v1/cv-generator/applicant", {}],
      ["POST", "/api/v1/cv-generator/applicant/document", { type: "classic" }],
      ["POST", "/api/v1/application-portfolio", { type: "classic" }],
      ["POST", "/api/v1/print-templates/upload", { type: "preparation-sheet", html: SHEET }],
    ] as const) {
      expect((await call(method, path, { body })).status).toBe(401);
      expect((await call(method, path, { token: olaf, body })).status).toBe(403);
    }
  });
});

describe("POST /api/v1/application-portfolio", () => {
  it("answers one PDF with the CV, the short profile and the motivation letter", async () => {
    const ben = await login("applicant", "applicant-ben");
    const res = await raw("/api/v1/application-portfolio", ben, { type: "classic", lng: "de" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="Bewerbungsmappe-Ben-/);
    const pdf = await readPdf(await res.arrayBuffer());
    expect(pdf.title).toMatch(/^Bewerbungsmappe: Ben /);
    expect(pdf.lang).toBe("de");
    const text = pdf.text.join("\n");
    for (const part of ["Café Kiezbohne", "Kurzprofil", "Hallo, ich bin Ben", "Motivationsschreiben"]) {
      expect(text).toContain(part);
    }
    expect(text).toContain("Ich programmiere seit der Schulzeit");
    expect(pdf.roles).toEqual(expect.arrayContaining(["Document", "H1", "H2", "L"]));
  });

  it("is stored among the caller's documents with save: true; another applicant sees none of it", async () => {
    const ben = await login("applicant", "applicant-ben");
    const saved = await call("POST", "/api/v1/application-portfolio", {
      token: ben,
      body: { type: "modern", save: true },
    });
    expect(saved.status).toBe(201);
    expect(saved.json).toEqual(expect.objectContaining({ category: "Other", mimeType: "application/pdf" }));
    expect(saved.json.name).toMatch(/^Bewerbungsmappe-Ben-/);
    const list = await call("GET", "/api/v1/documents", { token: ben });
    expect(list.json.documents.map((d: { uuid: string }) => d.uuid)).toContain(saved.json.uuid);
    const bea = await login("applicant", "applicant-bea");
    const beas = await call("GET", "/api/v1/documents", { token: bea });
    expect(beas.json.documents.map((d: { uuid: string }) => d.uuid)).not.toContain(saved.json.uuid);
    expect((await call("GET", `/api/v1/documents/${saved.json.uuid}/preview`, { token: bea })).status).toBe(404);
  });

  it("refuses an unknown design or a body that is not the contract's (400)", async () => {
    const ben = await login("applicant", "applicant-ben");
    for (const body of [{ type: "fancy" }, { type: "classic", save: "yes" }, {}]) {
      const res = await call("POST", "/api/v1/application-portfolio", { token: ben, body });
      expect(res.status).toBe(400);
      expect(res.json.code).toBeTypeOf("number");
    }
  });
});

describe("POST /api/v1/print-templates/upload", () => {
  it("renders a known template as a tagged PDF with its title, language and structure", async () => {
    const ben = await login("applicant", "applicant-ben");
    const res = await raw("/api/v1/print-templates/upload", ben, { type: "preparation-sheet", html: SHEET });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="vorbereitung-erstberatung.pdf"');
    const pdf = await readPdf(await res.arrayBuffer());
    expect(pdf.title).toBe("Vorbereitung auf die Erstberatung");
    expect(pdf.lang).toBe("de");
    expect(pdf.text.join("\n")).toContain("So bereitest du dich vor & was du mitbringst:");
    expect(pdf.roles).toEqual(expect.arrayContaining(["H1", "H2", "P", "L", "LI"]));
  });

  it("refuses unknown types and any markup beyond the templates' structure with 400", async () => {
    const ben = await login("applicant", "applicant-ben");
    const bodies = [
      { type: "invoice", html: SHEET },
      { type: "../preparation-sheet", html: SHEET },
      { html: SHEET },
      { type: "preparation-sheet" },
      { type: "preparation-sheet", html: SHEET, extra: 1 },
      { type: "preparation-sheet", html: SHEET.replace("<h1>", '<h1 onclick="x()">') },
      { type: "preparation-sheet", html: SHEET.replace("</ul>", "</ul><script>alert(1)</script>") },
      { type: "preparation-sheet", html: SHEET.replace("<p>", "<p><img src=x>") },
      { type: "preparation-sheet", html: SHEET.replace("<p>", '<p><a href="https://evil.example">') },
      { type: "preparation-sheet", html: SHEET.replace("<p>", "<!-- x --><p>") },
      { type: "preparation-sheet", html: SHEET.replace("</body>", "") },
      { type: "preparation-sheet", html: "just text" },
    ];
    for (const body of bodies) {
      const res = await call("POST", "/api/v1/print-templates/upload", { token: ben, body });
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.json).toEqual(expect.objectContaining({ code: expect.any(Number), message: expect.any(String) }));
    }
  });

  it("refuses a template beyond the limit with 413", async () => {
    const ben = await login("applicant", "applicant-ben");
    const html = SHEET.replace("</body>", `<p>${"x".repeat(PRINT_TEMPLATE_MAX_CHARS)}</p></body>`);
    const res = await call("POST", "/api/v1/print-templates/upload", {
      token: ben,
      body: { type: "preparation-sheet", html },
    });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ code: 413, message: expect.stringContaining("too large") });
  });
});
