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
 * On its way, every form that posts gets its submission key (app/submission-keys.server.ts), and the page's
 * inlined stylesheet keeps the rules the page uses (app/page-css.server.ts). The text is handled as Latin-1,
 * byte for byte: the key, the stylesheet and the tags and classes looked for are ASCII.
 */
import { Transform } from "node:stream";
import { withPageCss } from "~/page-css.server";
import { withSubmissionKeys } from "~/submission-keys.server";

/** `stylesheet`: the address of the whole stylesheet, named on the page for its script. */
export function htmlStream(stylesheet?: string): Transform {
  let pending: Buffer[] = [];
  let held = "";
  let scheduled = false;
  let styled = false;
  const passOn = (final = false) => {
    scheduled = false;
    if (pending.length === 0 && !(final && held)) return;
    const text = held + (pending.length === 1 ? pending[0] : Buffer.concat(pending)).toString("latin1");
    pending = [];
    const keyed = withSubmissionKeys(text, final);
    held = keyed.held;
    // the shell holds the whole page (nothing of a page waits for data): its stylesheet is cut to it once
    const html = styled ? keyed.html : withPageCss(keyed.html, stylesheet);
    styled ||= html.includes("</body>");
    if (html) stream.push(Buffer.from(html, "latin1"));
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
