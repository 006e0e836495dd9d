/**
 * Body size limits before any parser runs. A declared Content-Length over the limit is refused at
 * once without reading a byte; a body without a length (chunked) is counted as it arrives, and the
 * request is refused as soon as it passes the limit, before the parser has the whole of it.
 */
import type { IncomingMessage } from "node:http";

/**
 * Calls `onExceeded` once, when the body is declared or found larger than `limit` bytes, and answers
 * whether it was declared too large (then nothing may read it). Counting hooks `push`, which Node's
 * HTTP parser calls for every body chunk: chunks beyond the limit never reach the stream's reader.
 */
export function guardBody(
  req: IncomingMessage,
  limit: number,
  onExceeded: () => void,
): "declared-too-large" | "guarded" {
  const declared = req.headers["content-length"];
  if (declared !== undefined && Number(declared) > limit) {
    onExceeded();
    return "declared-too-large";
  }
  let seen = 0;
  let exceeded = false;
  const push = req.push;
  req.push = function guardedPush(this: IncomingMessage, chunk: unknown, encoding?: BufferEncoding) {
    if (exceeded) return false;
    if (chunk !== null && chunk !== undefined) {
      seen += (chunk as { length: number }).length;
      if (seen > limit) {
        exceeded = true;
        onExceeded();
        return false;
      }
    }
    return push.call(this, chunk, encoding);
  };
  return "guarded";
}
