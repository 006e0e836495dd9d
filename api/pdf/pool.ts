/**
 * PDF rendering off the request path (docs/decisions/060-pdf-render-pool.md): every document is rendered
 * by a small pool of worker threads (piscina), so that a render (0.4–3 s for a long CV) never blocks the
 * thread that answers every other request. The pool is bounded twice:
 * - at most RENDER_THREADS renders at once, whoever asks (one core stays free for the requests);
 * - at most RENDER_QUEUE renders waiting; one more is refused at once with 503 and `Retry-After`
 *   (RenderPoolBusyError), instead of piling up behind the others.
 * A document whose least page count (api/pdf/page-estimate.ts) is over its limit is refused before it
 * reaches the pool; the worker's real count refuses the rest.
 */
import { availableParallelism } from "node:os";
import { Piscina } from "piscina";
import { ApiError } from "../errors";
import { PageLimitError, type PdfDocument, type RenderResult } from "./document";
import { leastPages } from "./page-estimate";

/** Renders at once: all cores but one, at least one. */
export const RENDER_THREADS = Math.max(1, availableParallelism() - 1);
/** Renders waiting for a thread before the next is refused: a few seconds of work per thread. */
export const RENDER_QUEUE = 4 * RENDER_THREADS;
/** When a refused client may try again: about as long as the queue takes to drain. */
export const RENDER_RETRY_AFTER_SECONDS = 5;

/** 503 with Retry-After: the pool is at its cap and its queue full. */
export class RenderPoolBusyError extends ApiError {
  readonly retryAfterSeconds = RENDER_RETRY_AFTER_SECONDS;
  constructor() {
    super(503, 503, "Too many documents are being made right now, please try again in a few seconds");
  }
}

/**
 * The worker thread loads the TypeScript module through tsx, as the server itself does (`node --import
 * tsx`): added when the current process was started otherwise (a test runner).
 */
const workerExecArgv = () =>
  process.execArgv.some((arg) => arg.includes("tsx")) ? process.execArgv : [...process.execArgv, "--import", "tsx"];

/**
 * The compiled server (build/server.js, scripts/build-server.mjs) has the worker compiled beside it
 * (build/render-worker.js) and runs without tsx; from the sources the worker is the TypeScript module.
 */
const compiled = import.meta.url.endsWith(".js");
const workerFile = compiled ? "./render-worker.js" : "./render-worker.ts";

let pool: Piscina<PdfDocument, RenderResult> | undefined;
const renderPool = () => {
  pool ??= new Piscina<PdfDocument, RenderResult>({
    filename: new URL(workerFile, import.meta.url).href,
    maxThreads: RENDER_THREADS,
    minThreads: 0,
    maxQueue: RENDER_QUEUE,
    // an idle thread is ended after a while: fonts and modules are loaded again on the next burst
    idleTimeout: 60_000,
    execArgv: compiled ? process.execArgv : workerExecArgv(),
  });
  return pool;
};

/** The pool's threads, the renders waiting and those done so far (for the tests). */
export const renderPoolStats = () => ({
  threads: pool?.threads.length ?? 0,
  queued: pool?.queueSize ?? 0,
  completed: pool?.completed ?? 0,
});

/** Renders a document in the pool; PageLimitError over its `maxPages`, RenderPoolBusyError when full. */
export async function renderPdf(input: PdfDocument): Promise<Buffer> {
  if (input.maxPages !== undefined) {
    const least = leastPages(input.blocks);
    if (least > input.maxPages) throw new PageLimitError(least);
  }
  let result: RenderResult;
  try {
    result = await renderPool().run(input);
  } catch (error) {
    if (error instanceof Error && error.message === "Task queue is at limit") throw new RenderPoolBusyError();
    throw error;
  }
  if (typeof result === "number") throw new PageLimitError(result);
  return Buffer.from(result.buffer, result.byteOffset, result.byteLength);
}

/** Ends the threads (the server's shutdown, the end of a test run). */
export async function closeRenderPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}
