import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES, V } from "#contracts";
import { createApi } from "../app";
import { accounts, applications, auditLog, documents, units } from "../db/schema";
import { LocalDirectoryStore } from "../storage/local";
import { docx, htmlPage, tinyPdf, tinyPng, windowsExe } from "../uploads/test-files";
import { setupApi, trustedIssuers } from "./harness";

const { ctx, call, login } = setupApi({ devTools: true });

// Every test here runs against a real directory store, so "nothing stored" is checked on disk.
let dir: string;
let store: LocalDirectoryStore;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "tandem-documents-"));
  store = new LocalDirectoryStore(path.join(dir, "documents"));
  ctx.api = createApi({ db: ctx.handle.db, issuers: await trustedIssuers(), devTools: true, storage: store });
  // The seed gives some demo applicants document rows (without files); these tests start from none.
  await ctx.handle.db.delete(documents);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const storedFiles = () => readdirSync(store.root);
const documentRows = () => ctx.handle.db.select().from(documents);

/** A PDF of exactly `size` bytes (a valid PDF followed by padding). */
const pdfOfSize = (size: number) => {
  const pdf = tinyPdf();
  const out = Buffer.alloc(size, 0x20);
  pdf.copy(out);
  return out;
};

async function upload(
  token: string,
  file: { name: string; bytes: Buffer; mimeType?: string },
  fields: Record<string, string> = { category: "CV" },
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set("file", new File([new Uint8Array(file.bytes)], file.name, { type: file.mimeType ?? "application/pdf" }));
  const res = await ctx.api.fetch(
    new Request("http://internal/api/v1/documents/upload", {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    }),
  );
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

async function preview(token: string, id: string) {
  const res = await ctx.api.fetch(
    new Request(`http://internal/api/v1/documents/${id}/preview`, { headers: { authorization: `Bearer ${token}` } }),
  );
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe("POST /api/v1/documents/upload", () => {
  it("stores a PDF under a random name, lists it, and writes an audit row", async () => {
    const token = await login("applicant", "applicant-lena");
    const res = await upload(token, { name: "Lebenslauf Lena.pdf", bytes: tinyPdf() });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      category: "CV",
      type: "CV",
      name: "Lebenslauf Lena.pdf",
      mimeType: "application/pdf",
      size: tinyPdf().length,
    });
    const files = storedFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(files[0]).not.toContain("Lebenslauf");
    expect(statSync(store.root).mode & 0o777).toBe(0o700);

    const list = await call("GET", "/api/v1/documents", { token });
    expect(list.status).toBe(200);
    expect(list.json.documents).toEqual([res.json]);

    const audit = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.action, "document.uploaded"));
    expect(audit).toHaveLength(1);
    expect(audit[0].subjectId).toBe(res.json.uuid);
    expect(JSON.stringify(audit[0].details)).not.toContain("Lebenslauf");
  });

  it("refuses enrolment documents earlier than 3 months before study start, other documents not", async () => {
    const token = await login("applicant", "applicant-lena");
    const [lena] = await ctx.handle.db.select().from(accounts).where(eq(accounts.subject, "applicant-lena"));
    const lenaUnits = await ctx.handle.db.select().from(units).where(eq(units.accountId, lena.id));
    await ctx.handle.db
      .update(applications)
      .set({ intake: "2099-10-01" })
      .where(
        inArray(
          applications.unitId,
          lenaUnits.map((u) => u.id),
        ),
      );
    for (const category of ["Contract", "Certificate health insurance"]) {
      const res = await upload(token, { name: "vertrag.pdf", bytes: tinyPdf() }, { category });
      expect(res.status, category).toBe(409);
      expect(res.json.message).toMatch(/at the earliest 3 months before study start, from 01\.07\.2099/);
    }
    expect(storedFiles()).toEqual([]);
    expect((await upload(token, { name: "cv.pdf", bytes: tinyPdf() })).status).toBe(201);
  });

  it("accepts exactly 14 MB", async () => {
    const token = await login("applicant", "applicant-lena");
    const res = await upload(token, { name: "big.pdf", bytes: pdfOfSize(MAX_UPLOAD_BYTES) });
    expect(res.status).toBe(201);
    expect(res.json.size).toBe(MAX_UPLOAD_BYTES);
    expect(storedFiles()).toHaveLength(1);
  });

  it("refuses 14 MB + 1 byte with 413 and stores nothing", async () => {
    const token = await login("applicant", "applicant-lena");
    const res = await upload(token, { name: "big.pdf", bytes: pdfOfSize(MAX_UPLOAD_BYTES + 1) });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({ code: 413, message: "File too large (maximum 14MB)" });
    expect(storedFiles()).toEqual([]);
    expect(await documentRows()).toEqual([]);
  });

  it.each([
    ["an executable renamed .pdf", { name: "invoice.pdf", bytes: windowsExe() }, "CV", V.uploadType],
    ["a text file renamed .pdf", { name: "cv.pdf", bytes: Buffer.from("plain text") }, "CV", V.uploadType],
    [
      "an HTML file renamed .png",
      { name: "me.png", bytes: htmlPage(), mimeType: "image/png" },
      "Picture",
      V.uploadPhotoType,
    ],
    [
      "an HTML file renamed .png as a document",
      { name: "me.png", bytes: htmlPage(), mimeType: "image/png" },
      "Other",
      V.uploadType,
    ],
    ["an empty file", { name: "empty.pdf", bytes: Buffer.alloc(0) }, "CV", V.uploadEmpty],
    [
      "a photo that is a PDF",
      { name: "photo.jpg", bytes: tinyPdf(), mimeType: "image/jpeg" },
      "Picture",
      V.uploadPhotoType,
    ],
  ])("refuses %s with 422 code 1007 and stores nothing", async (_name, file, category, key) => {
    const token = await login("applicant", "applicant-lena");
    const res = await upload(token, file, { category });
    expect(res.status).toBe(422);
    expect(res.json.code).toBe(1007);
    expect(res.json.message).toEqual(expect.any(String));
    expect(res.json.errors).toEqual({ file: [key] });
    expect(storedFiles()).toEqual([]);
    expect(await documentRows()).toEqual([]);
  });

  it("refuses a docx with an absurd entry count or unpacked size ('Processing error')", async () => {
    const token = await login("applicant", "applicant-lena");
    const many = Array.from({ length: 1001 }, (_, i) => ({ name: `word/media/${i}.xml`, data: Buffer.from("x") }));
    const bomb = [{ name: "word/media/zeros.bin", data: Buffer.alloc(101 * 1024 * 1024), deflate: true }];
    for (const bytes of [docx(many), docx(bomb)]) {
      const res = await upload(token, { name: "cv.docx", bytes });
      expect(res.status).toBe(422);
      expect(res.json.code).toBe(1007);
    }
    const bombRes = await upload(token, { name: "cv.docx", bytes: docx(bomb) });
    expect(bombRes.json).toMatchObject({ message: "Processing error", errors: { file: [V.uploadProcessing] } });
    expect(storedFiles()).toEqual([]);
    // A sane docx is accepted.
    expect((await upload(token, { name: "cv.docx", bytes: docx() })).status).toBe(201);
  });

  it("accepts a photo as png and decides the type by content, not by name or client mime", async () => {
    const token = await login("applicant", "applicant-lena");
    const res = await upload(
      token,
      { name: "photo.pdf", bytes: tinyPng(), mimeType: "application/pdf" },
      {
        category: "Picture",
      },
    );
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ category: "Picture", type: "Picture", mimeType: "image/png" });
  });

  it("answers a missing file or an unknown category with 400 code 1007", async () => {
    const token = await login("applicant", "applicant-lena");
    const noFile = await ctx.api.fetch(
      new Request("http://internal/api/v1/documents/upload", {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body: (() => {
          const f = new FormData();
          f.set("category", "CV");
          return f;
        })(),
      }),
    );
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).errors).toEqual({ file: [V.fileRequired] });
    const badCategory = await upload(token, { name: "cv.pdf", bytes: tinyPdf() }, { category: "Passport" });
    expect(badCategory.status).toBe(400);
    expect(Object.keys(badCategory.json.errors)).toEqual(["category"]);
    expect(storedFiles()).toEqual([]);
  });

  it("accepts a base64 JSON body with ?base64=true", async () => {
    const token = await login("applicant", "applicant-lena");
    const res = await call("POST", "/api/v1/documents/upload?base64=true", {
      token,
      body: { name: "cert.pdf", category: "Certificate", data: tinyPdf().toString("base64") },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ name: "cert.pdf", category: "Certificate", mimeType: "application/pdf" });
    const back = await preview(token, res.json.uuid);
    expect(back.bytes.equals(tinyPdf())).toBe(true);
  });

  it("refuses base64 data beyond 14 MB with 413, and an HTML file with 422", async () => {
    const token = await login("applicant", "applicant-lena");
    const big = await call("POST", "/api/v1/documents/upload?base64=true", {
      token,
      body: { name: "big.pdf", category: "CV", data: pdfOfSize(MAX_UPLOAD_BYTES + 1).toString("base64") },
    });
    expect(big.status).toBe(413);
    expect(big.json.message).toBe("File too large (maximum 14MB)");
    const html = await call("POST", "/api/v1/documents/upload?base64=true", {
      token,
      body: { name: "x.png", category: "Picture", data: htmlPage().toString("base64") },
    });
    expect(html.status).toBe(422);
    expect(storedFiles()).toEqual([]);
  });

  it("is refused to company users (403)", async () => {
    const token = await login("company", "company-olaf");
    expect((await call("GET", "/api/b2b/v1/me", { token })).status).toBe(200);
    const res = await call("GET", "/api/v1/documents", { token });
    expect(res.status).toBe(403);
    expect(res.json.code).toBe(1005);
    expect((await upload(token, { name: "cv.pdf", bytes: tinyPdf() })).status).toBe(403);
    expect(storedFiles()).toEqual([]);
  });
});

describe("preview, category change, delete", () => {
  it("serves the PDF inline with safe headers", async () => {
    const token = await login("applicant", "applicant-lena");
    const { json: doc } = await upload(token, { name: "Zeugnis Ü.pdf", bytes: tinyPdf() });
    const res = await preview(token, doc.uuid);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `inline; filename="Zeugnis _.pdf"; filename*=UTF-8''${encodeURIComponent("Zeugnis Ü.pdf")}`,
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe("sandbox");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.bytes.equals(tinyPdf())).toBe(true);
  });

  it("serves a Word document as an attachment", async () => {
    const token = await login("applicant", "applicant-lena");
    const { json: doc } = await upload(token, { name: "cv.docx", bytes: docx() });
    const res = await preview(token, doc.uuid);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; /);
    expect(res.headers.get("content-type")).not.toMatch(/html/);
  });

  it("changes the category (type follows) with an audit row, and refuses a PDF as Picture", async () => {
    const token = await login("applicant", "applicant-lena");
    const { json: doc } = await upload(token, { name: "cv.pdf", bytes: tinyPdf() });
    const res = await call("PATCH", `/api/v1/documents/${doc.uuid}`, {
      token,
      body: { category: "Certificate German skills" },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ category: "Certificate German skills", type: "Certificate German skills" });
    const explicit = await call("PATCH", `/api/v1/documents/${doc.uuid}`, {
      token,
      body: { category: "Other", type: "MotivationLetter" },
    });
    expect(explicit.json).toMatchObject({ category: "Other", type: "MotivationLetter" });

    const photo = await call("PATCH", `/api/v1/documents/${doc.uuid}`, { token, body: { category: "Picture" } });
    expect(photo.status).toBe(422);
    expect(photo.json.errors).toEqual({ category: [V.uploadPhotoType] });
    const invalid = await call("PATCH", `/api/v1/documents/${doc.uuid}`, { token, body: { category: "Passport" } });
    expect(invalid.status).toBe(400);

    const [row] = await documentRows();
    expect(row).toMatchObject({ category: "Other", type: "MotivationLetter" });
    const audit = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.action, "document.updated"));
    expect(audit).toHaveLength(2);
  });

  it("deletes the row and the file, with an audit row", async () => {
    const token = await login("applicant", "applicant-lena");
    const { json: doc } = await upload(token, { name: "cv.pdf", bytes: tinyPdf() });
    expect(storedFiles()).toHaveLength(1);
    const res = await call("DELETE", `/api/v1/documents/${doc.uuid}`, { token });
    expect(res.status).toBe(204);
    expect(storedFiles()).toEqual([]);
    expect(await documentRows()).toEqual([]);
    expect((await preview(token, doc.uuid)).status).toBe(404);
    const audit = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.action, "document.deleted"));
    expect(audit).toHaveLength(1);
  });
});

describe("tenancy: another applicant's document", () => {
  it("answers 404 code 1008 on preview, PATCH and DELETE, and nothing changes", async () => {
    const lena = await login("applicant", "applicant-lena");
    const max = await login("applicant", "applicant-max");
    const { json: doc } = await upload(lena, { name: "cv.pdf", bytes: tinyPdf() });

    const seen = await preview(max, doc.uuid);
    expect(seen.status).toBe(404);
    expect(JSON.parse(seen.bytes.toString()).code).toBe(1008);
    const patch = await call("PATCH", `/api/v1/documents/${doc.uuid}`, { token: max, body: { category: "Other" } });
    expect(patch.status).toBe(404);
    expect(patch.json.code).toBe(1008);
    const del = await call("DELETE", `/api/v1/documents/${doc.uuid}`, { token: max });
    expect(del.status).toBe(404);
    expect(del.json.code).toBe(1008);
    expect((await call("GET", "/api/v1/documents", { token: max })).json.documents).toEqual([]);

    const [row] = await documentRows();
    expect(row).toMatchObject({ id: doc.uuid, category: "CV" });
    expect(storedFiles()).toHaveLength(1);
    expect((await preview(lena, doc.uuid)).status).toBe(200);
    const audit = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.subjectId, doc.uuid));
    expect(audit.map((a) => a.action)).toEqual(["document.uploaded"]);
  });

  it("answers 404 for ids that are no uuid", async () => {
    const token = await login("applicant", "applicant-lena");
    for (const id of ["nope", "..%2F..%2Fetc"]) {
      expect((await preview(token, id)).status).toBe(404);
      expect((await call("DELETE", `/api/v1/documents/${id}`, { token })).status).toBe(404);
    }
  });
});
