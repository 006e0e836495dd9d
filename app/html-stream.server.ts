/**
 * The stream a page's HTML takes from React's renderer to the response.
 *
 * React 18.3's streaming renderer sends a chunk's whole buffer when a multi-byte character (ä, ß, …) does
 * not fit at its end, unwritten bytes included: the HTML then holds NUL bytes (facebook/react#24985, fixed
 * only in React 19). They are the padding at the end of a chunk; HTML has no use for a NUL (a parser turns
 * one into U+FFFD), so they are dropped there.
 *
 * React writes a page in many small chunks, and Remix flushes the response after each one, so the
 * compression middleware compressed each on its own (a sync flush per chunk: a larger answer, and a
 * thread-pool round trip and a socket write each). What React writes in one go (the shell, then each
 * resolved boundary) is passed on as one chunk, once the renderer has yielded.
 *
 * On its way, every form that posts gets its submission key (app/submission-keys.server.ts). The text is
 * handled as Latin-1, byte for byte: the key and the tags it looks for are ASCII, and nothing else changes.
 */
import { Transform } from "node:stream";
import { withSubmissionKeys } from "~/submission-keys.server";

export function htmlStream(): Transform {
  let pending: Buffer[] = [];
  let held = "";
  let scheduled = false;
  const passOn = (final = false) => {
    scheduled = false;
    if (pending.length === 0 && !(final && held)) return;
    const text = held + (pending.length === 1 ? pending[0] : Buffer.concat(pending)).toString("latin1");
    pending = [];
    const keyed = withSubmissionKeys(text, final);
    held = keyed.held;
    if (keyed.html) stream.push(Buffer.from(keyed.html, "latin1"));
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let end = chunk.length;
      while (end > 0 && chunk[end - 1] === 0) end--;
      if (end > 0) pending.push(end === chunk.length ? chunk : chunk.subarray(0, end));
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => passOn());
      }
      done();
    },
    flush(done) {
      passOn(true);
      done();
    },
  });
  return stream;
}
