/**
 * Reads a form's submission key (contracts/submission.ts) from the start of its body, then puts the
 * bytes back, so the page's action reads the whole body as sent. Only the first few kilobytes are looked
 * at: the field is the form's first, and an upload streams on untouched after them.
 */
import type { NextFunction, Request, Response } from "express";
import { SUBMISSION_KEY_FIELD, SUBMISSION_KEY_PATTERN } from "#contracts/submission";

declare global {
  namespace Express {
    interface Locals {
      /** The key of the form this POST sent, when it sent one. */
      submissionKey?: string;
    }
  }
}

/** Enough for the first field of a multipart body (boundary and headers) or of a URL-encoded one. */
const PEEK_BYTES = 2048;

const URL_ENCODED = new RegExp(`(?:^|&)${SUBMISSION_KEY_FIELD}=([^&]*)`);
const MULTIPART = new RegExp(`name="${SUBMISSION_KEY_FIELD}"\\r\\n(?:[^\\r\\n]*\\r\\n)*\\r\\n([^\\r\\n]*)\\r\\n`);

/** The key in the body's start, if it is there and well formed. */
export function submissionKeyIn(start: string, contentType: string): string | undefined {
  const match = contentType.startsWith("multipart/form-data") ? MULTIPART.exec(start) : URL_ENCODED.exec(start);
  const key = match?.[1];
  return key && SUBMISSION_KEY_PATTERN.test(key) ? key : undefined;
}

/**
 * Reads up to PEEK_BYTES of the body and returns them to the stream before anyone else reads it. The
 * bytes go back in the same tick as the last read, so a body shorter than that does not end in between.
 */
function peek(req: Request): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = () => {
      req.off("readable", onReadable);
      req.off("error", onError);
      req.off("close", finish);
      const start = Buffer.concat(chunks);
      if (start.length > 0) req.unshift(start);
      resolve(start);
    };
    const onError = (error: Error) => {
      req.off("readable", onReadable);
      req.off("close", finish);
      reject(error);
    };
    const onReadable = () => {
      let chunk: Buffer | null;
      // biome-ignore lint/suspicious/noAssignInExpressions: the stream's own reading loop
      while ((chunk = req.read()) !== null) {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= PEEK_BYTES) return finish();
      }
      // read() gave null: either more is on its way (wait for the next event) or the body is complete.
      // Node names "the last byte arrived" only in its private state (readableEnded means "end emitted",
      // which must not happen before the bytes are back): without it a short body would wait forever.
      const ended = (req as unknown as { _readableState?: { ended?: boolean } })._readableState?.ended === true;
      if (req.readableEnded || ended) finish();
    };
    req.on("readable", onReadable);
    req.on("error", onError);
    // the request limits may refuse the body half way (413) and close the connection
    req.on("close", finish);
  });
}

export function submissionKey() {
  return async (req: Request, res: Response, next: NextFunction) => {
    const contentType = (req.headers["content-type"] ?? "").toLowerCase();
    const form =
      contentType.startsWith("application/x-www-form-urlencoded") || contentType.startsWith("multipart/form-data");
    if (req.method !== "POST" || !form || req.headers["content-length"] === "0") return next();
    try {
      const start = await peek(req);
      if (res.headersSent) return; // refused while its start was read
      // only the start counts, however much arrived in the first chunk: the field is the form's first
      const key = submissionKeyIn(start.subarray(0, PEEK_BYTES).toString("latin1"), contentType);
      if (key) res.locals.submissionKey = key;
      next();
    } catch (error) {
      next(error);
    }
  };
}
