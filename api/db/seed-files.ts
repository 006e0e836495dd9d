/**
 * The files behind the demo data's documents. The seed writes document rows inside its transaction and
 * collects their bytes here; `seedDatabase` puts them into the document store once the rows are
 * committed, so a seeded CV opens like an uploaded one (without a store, the rows point to nothing and a
 * download answers 404).
 */
import { randomUUID } from "node:crypto";
import { documentPdf } from "../pdf/render";
import type { BlobStore } from "../storage";

/** A 2×2 grey PNG: a stand-in for an applicant's photo. */
const PHOTO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAAAAABX3VL4AAAADklEQVR42mOYOZNh5kwABzICZS86pB8AAAAASUVORK5CYII=",
  "base64",
);

export type SeedDocumentCategory = "CV" | "Picture" | "Certificate";

const FILES: Record<SeedDocumentCategory, { name: string; mimeType: string; title: string }> = {
  CV: { name: "Lebenslauf.pdf", mimeType: "application/pdf", title: "Lebenslauf" },
  Picture: { name: "Foto.png", mimeType: "image/png", title: "" },
  Certificate: {
    name: "Abiturzeugnis.pdf",
    mimeType: "application/pdf",
    title: "Zeugnis der Allgemeinen Hochschulreife",
  },
};

export class SeedFiles {
  private readonly files: { key: string; bytes: Uint8Array }[] = [];
  private readonly pdfs = new Map<SeedDocumentCategory, Buffer>();

  /** Renders each demo PDF once before the seed's transaction: rendering is async, the seed's rows are not. */
  async prepare() {
    for (const [category, file] of Object.entries(FILES) as [SeedDocumentCategory, (typeof FILES)["CV"]][]) {
      if (file.mimeType === "application/pdf") {
        this.pdfs.set(category, await documentPdf(file.title, ["Beispieldokument der Demodaten des Portals."]));
      }
    }
  }

  /** A document's file columns (storage key, name, type, size), its bytes kept for the store. */
  document(category: SeedDocumentCategory) {
    const file = FILES[category];
    const bytes = file.mimeType === "image/png" ? PHOTO : this.pdfs.get(category);
    if (!bytes) throw new Error("SeedFiles.prepare() was not awaited");
    const storageKey = randomUUID();
    this.files.push({ key: storageKey, bytes });
    return { storageKey, name: file.name, mimeType: file.mimeType, size: bytes.length };
  }

  /** Puts every collected file into the store. */
  async writeTo(store: BlobStore) {
    for (const { key, bytes } of this.files) await store.put(key, bytes);
  }
}
