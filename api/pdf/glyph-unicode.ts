/**
 * Extractable text for a font that draws one glyph for several characters. Noto Sans Arabic joins letters
 * through its glyph composition feature ("ccmp"): ب ت ث ن ي become one dotless body per joining form plus a
 * separate dot glyph, so the body of medial ب and medial ت is the same glyph. pdfkit writes ONE Unicode value
 * per embedded glyph (the first it met), and fontkit hands out one cached glyph object per glyph id that
 * keeps the characters of its first use, so copied text turned ت into ب and the dot glyphs (no character)
 * into control characters.
 *
 * Here each pair of glyph and characters gets its own copy in the embedded subset (same outline and width,
 * its own ToUnicode entry), and a glyph that stands for no character maps to U+2060 WORD JOINER: invisible,
 * dropped by pdf.js (the engine of Firefox's viewer) when it extracts text, and it changes neither joining
 * nor line breaking where a reader keeps it.
 *
 * This reaches into pdfkit's embedded font and fontkit's glyph cache (pdfkit is pinned to an exact version,
 * fontkit by the lock file); `api/pdf/render.test.ts` checks the shaped glyphs and the extracted text.
 */
import type PDFDocument from "pdfkit";

const WORD_JOINER = 0x2060;

interface Glyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
}

interface FontkitFont {
  getGlyph(id: number, codePoints?: number[]): Glyph;
}

interface EmbeddedFont {
  font: FontkitFont;
  subset: { glyphs: number[] };
  scale: number;
  widths: number[];
  unicode: number[][];
  layout(text: string, features?: unknown): { glyphs: Glyph[]; positions: unknown[] };
  encode(text: string, features?: unknown): [string[], unknown[]];
}

const prepared = new WeakSet<object>();

const isEmbeddedFont = (font: unknown): font is EmbeddedFont => {
  const f = font as Partial<EmbeddedFont> | undefined;
  return (
    typeof f?.encode === "function" &&
    typeof f.layout === "function" &&
    typeof f.font?.getGlyph === "function" &&
    Array.isArray(f.subset?.glyphs) &&
    Array.isArray(f.unicode) &&
    Array.isArray(f.widths)
  );
};

/** Gives every glyph of the document's current font exactly the characters it stands for in the text. */
export function exactGlyphUnicode(doc: typeof PDFDocument.prototype): void {
  const embedded: unknown = (doc as unknown as { _font?: unknown })._font;
  if (embedded && prepared.has(embedded)) return;
  if (!isEmbeddedFont(embedded)) throw new Error("pdfkit's embedded font is not what api/pdf/glyph-unicode.ts expects");
  prepared.add(embedded);

  // The glyph cache keeps the characters of a glyph's first use; a layout gets a view with its own.
  const font = embedded.font;
  const cached = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints) => {
    const glyph = cached(id, codePoints);
    if (!codePoints || String(glyph.codePoints) === String(codePoints)) return glyph;
    return Object.create(glyph, { codePoints: { value: codePoints } }) as Glyph;
  };

  const copies = new Map<string, number>();
  embedded.encode = function (this: EmbeddedFont, text, features) {
    const { glyphs, positions } = this.layout(text, features);
    const encoded = glyphs.map((glyph) => {
      const codePoints = glyph.codePoints.length > 0 ? glyph.codePoints : [WORD_JOINER];
      const key = `${glyph.id}:${codePoints.join(",")}`;
      let gid = copies.get(key);
      if (gid === undefined) {
        // the subset writes one glyph per entry, so a glyph id listed twice is embedded twice
        gid = this.subset.glyphs.push(glyph.id) - 1;
        copies.set(key, gid);
        this.widths[gid] = glyph.advanceWidth * this.scale;
        this.unicode[gid] = codePoints;
      }
      return gid.toString(16).padStart(4, "0");
    });
    return [encoded, positions];
  };
}
