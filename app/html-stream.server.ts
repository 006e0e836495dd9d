/**
 * React 18.3's streaming renderer sends a chunk's whole buffer when a multi-byte character (ä, ß, …) does
 * not fit at its end, unwritten bytes included: the HTML then holds NUL bytes (facebook/react#24985, fixed
 * only in React 19). They are the padding at the end of a chunk; HTML has no use for a NUL (a parser turns
 * one into U+FFFD), so they are dropped there.
 */
import { Transform } from "node:stream";

export function withoutNulPadding(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let end = chunk.length;
      while (end > 0 && chunk[end - 1] === 0) end--;
      done(null, end === chunk.length ? chunk : chunk.subarray(0, end));
    },
  });
}
