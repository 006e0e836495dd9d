import { describe, expect, it } from "vitest";
import { DOCX_MAX_ENTRIES, DOCX_MAX_UNPACKED_BYTES } from "#contracts";
import { inspectDocx } from "./docx";
import { docx, tinyPdf, zip } from "./test-files";

describe("inspectDocx: zip-bomb bounds without unpacking", () => {
  it("accepts a small Word document", async () => {
    expect(await inspectDocx(docx())).toEqual({ ok: true });
  });

  it("accepts exactly the maximum entry count and refuses one more", async () => {
    const filler = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ name: `word/f${i}.xml`, data: Buffer.from("") }));
    expect(await inspectDocx(docx(filler(DOCX_MAX_ENTRIES - 2)))).toEqual({ ok: true });
    expect(await inspectDocx(docx(filler(DOCX_MAX_ENTRIES - 1)))).toEqual({ ok: false, reason: "entries" });
  });

  it("refuses a docx whose declared unpacked size is beyond the bound (a deflated block of zeros)", async () => {
    const zeros = Buffer.alloc(DOCX_MAX_UNPACKED_BYTES + 1);
    const bomb = docx([{ name: "word/media/zeros.bin", data: zeros, deflate: true }]);
    expect(bomb.length).toBeLessThan(1024 * 1024); // small on the wire, absurd unpacked
    expect(await inspectDocx(bomb)).toEqual({ ok: false, reason: "size" });
  });

  it("applies the limits it is given", async () => {
    expect(await inspectDocx(docx(), { maxEntries: 1, maxUnpackedBytes: 1e9 })).toEqual({
      ok: false,
      reason: "entries",
    });
    expect(await inspectDocx(docx(), { maxEntries: 10, maxUnpackedBytes: 10 })).toEqual({ ok: false, reason: "size" });
  });

  it("refuses a zip without word/document.xml, and bytes that are no zip", async () => {
    expect(await inspectDocx(zip([{ name: "[Content_Types].xml", data: Buffer.from("<Types/>") }]))).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await inspectDocx(tinyPdf())).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses entry names that climb out of the archive", async () => {
    expect(await inspectDocx(docx([{ name: "../evil.xml", data: Buffer.from("x") }]))).toEqual({
      ok: false,
      reason: "invalid",
    });
  });
});
