/**
 * How every answer is compressed: by server.ts, and by the bench's bare Remix app (scripts/bench/bare),
 * which is served alike so that the throughput share compares the pages, not the compression (a plain
 * module, as the bare app runs on Node without a TypeScript loader).
 * - Brotli quality 5 instead of the middleware's 4: a page's HTML comes out about 7 % smaller (what keeps
 *   the long application forms within one TCP initial window, 14.6 KB) for about the same time.
 * - A window of 128 KB instead of 4 MB: no page is that long, and each answer allocated (and the kernel
 *   zeroed) the 4 MB buffers: about 6 ms of CPU per page under load, a fifth of /ds/home's, and half of
 *   the bare page's.
 */
import { constants } from "node:zlib";

export const compressionOptions = {
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_LGWIN]: 17 } },
};
