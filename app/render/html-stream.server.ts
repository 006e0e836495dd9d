/**
 * The stream a page's HTML takes from React's renderer to the response. It changes nothing React wrote but
 * one defect: React 18.3's streaming renderer sends a chunk's whole buffer when a multi-byte character
 * (ä, ß, …) does not fit at its end, unwritten bytes included, so the HTML then holds NUL bytes
 * (facebook/react#24985, #27554; fixed only in React 19). They are the padding at the end of a chunk; HTML
 * has no use for a NUL (a parser turns one into U+FFFD), so they are dropped there.
 *
 * React writes a page in many small chunks, and Remix flushes the response after each one, so the
 * compression middleware compressed each on its own (a sync flush per chunk: a larger answer, and a
 * thread-pool round trip and a socket write each). What React writes in one go (the shell, then each
 * resolved boundary) is passed on as one chunk, once the renderer has yielded.
 */
import { Transform } from "node:stream";

export function htmlStream(): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  const passOn = () => {
    scheduled = false;
    if (pending.length === 0) return;
    stream.push(pending.length === 1 ? pending[0] : Buffer.concat(pending));
    pending = [];
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let end = chunk.length;
      while (end > 0 && chunk[end - 1] === 0) end--;
      if (end > 0) pending.push(end === chunk.length ? chunk : chunk.subarray(0, end));
      if (!scheduled) {
        scheduled = true;
        setImmediate(passOn);
      }
      done();
    },
    flush(done) {
      passOn();
      done();
    },
  });
  return stream;
}
