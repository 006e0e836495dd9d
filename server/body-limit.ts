/**
 * Body size limits before any parser runs. A declared Content-Length over the limit is refused at
 * once without reading a byte; a body without a length (chunked) is counted as it arrives, and the
 * request is refused as soon as it passes the limit, before the parser has the whole of it.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Calls `onExceeded` once, when the body is declared (`true`) or found larger than `limit` bytes, and
 * answers whether it was declared too large (then nothing has read it yet). Counting hooks `push`, which Node's
 * HTTP parser calls for every body chunk: chunks beyond the limit never reach the stream's reader.
 */
export function guardBody(
  req: IncomingMessage,
  limit: number,
  onExceeded: (declared: boolean) => void,
): "declared-too-large" | "guarded" {
  const declared = req.headers["content-length"];
  if (declared !== undefined && Number(declared) > limit) {
    onExceeded(true);
    return "declared-too-large";
  }
  countBody(req, limit, () => onExceeded(false));
  return "guarded";
}

/**
 * Lets at most `limit` bytes of the body reach its reader, whatever its declared length, and calls
 * `onExceeded` once when more arrive; what comes after is dropped unread. A chunk that crosses the limit
 * passes up to it (its head may hold what a reader of the first bytes looks for).
 */
export function countBody(req: IncomingMessage, limit: number, onExceeded: () => void) {
  let seen = 0;
  let exceeded = false;
  const push = req.push;
  req.push = function guardedPush(this: IncomingMessage, chunk: unknown, encoding?: BufferEncoding) {
    // beyond the limit chunks are dropped without holding the socket back: a browser still sending its
    // file must get through it to read the answer (server/refusal.ts closes the connection after a while)
    if (exceeded) return true;
    if (chunk !== null && chunk !== undefined) {
      const before = seen;
      seen += (chunk as { length: number }).length;
      if (seen > limit) {
        exceeded = true;
        if (Buffer.isBuffer(chunk) && limit > before) push.call(this, chunk.subarray(0, limit - before));
        onExceeded();
        return true;
      }
    }
    return push.call(this, chunk, encoding);
  };
}

/** How long the rest of an unread body may take to arrive before its connection is closed instead. */
const DRAIN_MS = 10_000;

/**
 * A body the answer did not wait for is read to its end (and thrown away) once the answer is sent, so
 * that the kept-alive connection is free for the next request. Node does that by itself only for a body
 * nobody began to read: once anything read from it (the submission key's look at the first bytes, an
 * action that refused half way) it leaves the rest unread, and the next request on the connection was
 * never answered. The readers the answer left behind go first, as Node's own discarding does: Remix's
 * adapter turns the body into the web Request's stream at once, and that stream pauses the request
 * whenever nobody pulls from it, which a page that answered without reading never does. The size
 * limits above still count every byte (a body past its limit closes the connection); a body that does
 * not arrive within DRAIN_MS closes it too.
 */
export function drainUnreadBody() {
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    res.once("finish", () => {
      if (req.complete || req.destroyed) return;
      const timer = setTimeout(() => req.socket.destroy(), DRAIN_MS);
      timer.unref();
      const done = () => clearTimeout(timer);
      req.once("end", done);
      req.once("close", done);
      req.removeAllListeners("data");
      req.removeAllListeners("readable");
      req.on("data", () => undefined);
      req.resume();
    });
    next();
  };
}
