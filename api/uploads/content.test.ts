import { describe, expect, it } from "vitest";
import { checkContent, DOC_MIME, DOCX_MIME, isPhoto } from "./content";
import { docx, htmlPage, legacyDoc, tinyJpeg, tinyPdf, tinyPng, windowsExe, zip } from "./test-files";

describe("checkContent: the type comes from the bytes", () => {
  it.each([
    ["pdf", tinyPdf(), "application/pdf"],
    ["png", tinyPng(), "image/png"],
    ["jpeg", tinyJpeg(), "image/jpeg"],
    ["docx", docx(), DOCX_MIME],
    ["legacy doc", legacyDoc(), DOC_MIME],
  ])("accepts a %s as a document", async (_name, bytes, mimeType) => {
    expect(await checkContent(bytes, { photo: false })).toEqual({ ok: true, mimeType });
  });

  it.each([
    ["an executable", windowsExe()],
    ["an HTML page", htmlPage()],
    ["plain text", Buffer.from("just text, named .pdf")],
    ["a zip that is no Word document", zip([{ name: "a.txt", data: Buffer.from("x") }])],
    ["a compound file that is no Word document (e.g. an installer)", legacyDoc("SummaryInformation")],
  ])("refuses %s", async (_name, bytes) => {
    expect(await checkContent(bytes, { photo: false })).toEqual({ ok: false, reason: "type" });
  });

  it("refuses an empty file", async () => {
    expect(await checkContent(new Uint8Array(0), { photo: false })).toEqual({ ok: false, reason: "empty" });
    expect(await checkContent(new Uint8Array(0), { photo: true })).toEqual({ ok: false, reason: "empty" });
  });

  it("accepts only jpeg and png as a photo", async () => {
    expect(await checkContent(tinyPng(), { photo: true })).toEqual({ ok: true, mimeType: "image/png" });
    expect(await checkContent(tinyJpeg(), { photo: true })).toEqual({ ok: true, mimeType: "image/jpeg" });
    for (const bytes of [tinyPdf(), docx(), htmlPage(), windowsExe()]) {
      expect(await checkContent(bytes, { photo: true })).toEqual({ ok: false, reason: "photoType" });
    }
  });

  it("refuses a docx whose entries are absurd", async () => {
    const many = Array.from({ length: 1001 }, (_, i) => ({ name: `word/media/${i}.xml`, data: Buffer.from("x") }));
    expect((await checkContent(docx(many), { photo: false })).ok).toBe(false);
  });
});

describe("isPhoto", () => {
  it("is the Picture category or a picture type", () => {
    expect(isPhoto("Picture")).toBe(true);
    expect(isPhoto("Other", "EmployeeProfilePicture")).toBe(true);
    expect(isPhoto("CV", "CV")).toBe(false);
  });
});
