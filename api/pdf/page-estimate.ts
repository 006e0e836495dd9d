/**
 * The fewest pages a document can need, computed from its text alone (no font loaded, no layout), in
 * microseconds on the request's thread: a document whose estimate is already over its page limit is
 * refused before any rendering. The estimate is a lower bound, so a document that fits is never refused
 * by it: a printable ASCII character counts with its advance in Noto Sans (the narrower of regular and
 * bold), any other character as narrow as the narrowest Arabic glyph, a line is never shorter than its
 * text's width at 95 % (kerning), and a line's height is 1.3 times its size (the font's own: 1.36).
 * The renderer's real count decides the rest.
 */
import type { PdfBlock } from "./document";

export { PageLimitError } from "./document";

/** A4 (595 × 842 pt) within the renderer's margins (56 left and right, 56 top, 64 bottom). */
const TEXT_WIDTH = 595 - 2 * 56;
const TEXT_HEIGHT = 842 - 56 - 64;
/** Advances of the characters 32–126 in hundredths of an em, rounded down (Noto Sans 400/700, fontkit). */
const ASCII_ADVANCE = [
  26, 26, 40, 64, 57, 83, 73, 22, 30, 30, 54, 57, 26, 32, 26, 37, 57, 57, 57, 57, 57, 57, 57, 57, 57, 57, 26, 26, 57,
  57, 57, 43, 89, 63, 65, 63, 73, 55, 51, 72, 74, 33, 27, 61, 52, 90, 76, 78, 60, 78, 62, 54, 55, 73, 60, 93, 58, 56,
  57, 32, 37, 32, 57, 41, 28, 56, 61, 48, 61, 56, 34, 61, 61, 25, 25, 53, 25, 93, 61, 60, 61, 61, 41, 47, 36, 61, 50,
  78, 52, 51, 47, 38, 55, 38, 57,
];
/** The narrowest glyph of Noto Sans Arabic (0.181 em): any character outside ASCII counts as that narrow. */
const OTHER_ADVANCE = 18;
const KERNING_SLACK = 0.95;
const TIGHTEST_LINE = 1.3;
const SIZES = { h1: 18, h2: 14, h3: 12, p: 11, small: 9 } as const;
const LIST_INDENT = 12;

/** The least width of a text in ems. */
function emsOf(text: string): number {
  let hundredths = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    hundredths += code >= 32 && code < 127 ? ASCII_ADVANCE[code - 32] : OTHER_ADVANCE;
  }
  return (hundredths / 100) * KERNING_SLACK;
}

/** Lines of a text at a size and width, at least: one per own line, each filled to the last point. */
function linesOf(text: string, size: number, width: number): number {
  return text.split("\n").reduce((lines, line) => lines + Math.max(1, Math.ceil((emsOf(line) * size) / width)), 0);
}

/** The least height a block takes, in points. */
function heightOf(block: PdfBlock): number {
  if (block.kind === "gap") return 0;
  if (block.kind === "list") {
    return block.items.reduce(
      (height, item) => height + linesOf(item, SIZES.p, TEXT_WIDTH - LIST_INDENT) * SIZES.p * TIGHTEST_LINE,
      0,
    );
  }
  const size = block.kind === "p" ? (block.small ? SIZES.small : SIZES.p) : SIZES[block.kind];
  return linesOf(block.text, size, TEXT_WIDTH) * size * TIGHTEST_LINE;
}

/** The fewest pages the blocks can fill. */
export function leastPages(blocks: readonly PdfBlock[]): number {
  const height = blocks.reduce((total, block) => total + heightOf(block), 0);
  return Math.max(1, Math.ceil(height / TEXT_HEIGHT));
}
