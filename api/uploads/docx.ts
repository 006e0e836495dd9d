/**
 * A docx is a zip (STACK.md): before accepting one we read its central directory only — nothing is
 * unpacked — and refuse archives whose entry count or declared unpacked size is absurd (zip bombs),
 * and zips that are not Word documents.
 */
import yauzl from "yauzl";
import { DOCX_MAX_ENTRIES, DOCX_MAX_UNPACKED_BYTES } from "#contracts";

export type DocxVerdict = { ok: true } | { ok: false; reason: "entries" | "size" | "invalid" };

export interface DocxLimits {
  maxEntries: number;
  maxUnpackedBytes: number;
}

const DEFAULT_LIMITS: DocxLimits = { maxEntries: DOCX_MAX_ENTRIES, maxUnpackedBytes: DOCX_MAX_UNPACKED_BYTES };

export function inspectDocx(bytes: Uint8Array, limits: DocxLimits = DEFAULT_LIMITS): Promise<DocxVerdict> {
  return new Promise((resolve) => {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    yauzl.fromBuffer(buffer, { lazyEntries: true, strictFileNames: true }, (openError, zip) => {
      if (openError || !zip) return resolve({ ok: false, reason: "invalid" });
      if (zip.entryCount > limits.maxEntries) {
        zip.close();
        return resolve({ ok: false, reason: "entries" });
      }
      let unpacked = 0;
      let hasContentTypes = false;
      let hasDocument = false;
      let settled = false;
      const finish = (verdict: DocxVerdict) => {
        if (settled) return;
        settled = true;
        zip.close();
        resolve(verdict);
      };
      zip.on("entry", (entry: yauzl.Entry) => {
        unpacked += entry.uncompressedSize;
        if (unpacked > limits.maxUnpackedBytes) return finish({ ok: false, reason: "size" });
        if (entry.fileName === "[Content_Types].xml") hasContentTypes = true;
        if (entry.fileName === "word/document.xml") hasDocument = true;
        zip.readEntry();
      });
      zip.on("end", () => finish(hasContentTypes && hasDocument ? { ok: true } : { ok: false, reason: "invalid" }));
      zip.on("error", () => finish({ ok: false, reason: "invalid" }));
      zip.readEntry();
    });
  });
}
