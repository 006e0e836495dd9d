import { describe, expect, it } from "vitest";
import { previewHeaders } from "../routes/documents";
import { cleanFileName, storedFileName } from "./documents";

/** Uploaded names are shown and downloaded as they read: no invisible characters that reorder them. */
describe("document names", () => {
  it("strips bidi overrides, isolates and marks, zero-width and other format characters, and controls", () => {
    expect(cleanFileName("cv\u202Efdp.exe")).toBe("cvfdp.exe");
    for (const c of ["\u202A", "\u202B", "\u202C", "\u202D", "\u2066", "\u2067", "\u2068", "\u2069"]) {
      expect(cleanFileName(`a${c}b.pdf`)).toBe("ab.pdf");
    }
    for (const c of [
      "\u200E",
      "\u200F",
      "\u061C",
      "\u200B",
      "\u200D",
      "\uFEFF",
      "\u00AD",
      "\u2028",
      "\t",
      "\n",
      "\u0000",
    ]) {
      expect(cleanFileName(`lebens${c}lauf.pdf`)).toBe("lebenslauf.pdf");
    }
    expect(cleanFileName("C:\\Users\\x\\Zeugnis Müller.pdf")).toBe("Zeugnis Müller.pdf");
    expect(cleanFileName("\u202E\u200B")).toBe("document");
  });

  it("derives the download name from the cleaned name, RFC 6266/8187 encoded", () => {
    const headers = previewHeaders({ name: "cv\u202Efdp.exe", mimeType: "application/pdf", size: 1 });
    const disposition = headers.get("Content-Disposition") ?? "";
    expect(disposition).toBe(`inline; filename="cvfdp.exe"; filename*=UTF-8''cvfdp.exe`);
    const quoted = previewHeaders({ name: `Zeugnis "Müller" (1)'*.pdf`, mimeType: "image/png", size: 1 });
    expect(quoted.get("Content-Disposition")).toBe(
      `inline; filename="Zeugnis _M_ller_ (1)'*.pdf"; filename*=UTF-8''Zeugnis%20%22M%C3%BCller%22%20%281%29%27%2A.pdf`,
    );
  });
});

/** The stored name carries the extension of the type the content was detected as. */
describe("stored names", () => {
  it("replace an extension that does not fit the content and keep one that does", () => {
    expect(storedFileName("fake.exe", "application/pdf")).toBe("fake.pdf");
    expect(storedFileName("Lebenslauf", "application/pdf")).toBe("Lebenslauf.pdf");
    expect(storedFileName("foto.PNG", "image/png")).toBe("foto.PNG");
    expect(storedFileName("foto.jpeg", "image/jpeg")).toBe("foto.jpeg");
    expect(storedFileName("bild.png", "image/jpeg")).toBe("bild.jpg");
    expect(storedFileName("brief.pdf", "application/vnd.openxmlformats-officedocument.wordprocessingml.document")).toBe(
      "brief.docx",
    );
    expect(storedFileName("cv\u202Efdp.exe", "application/pdf")).toBe("cvfdp.pdf");
  });
});
