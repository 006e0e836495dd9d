/**
 * An upload the body limit refuses (server/limits.ts) comes back to the page of the form it was sent from
 * (docs/security.md, uploads): a 303 to that page with the refusal (contracts/upload-refusal.ts), so that
 * the page shows the error at the file field and in its error summary, also without JavaScript. The form's
 * other fields precede the file in the body: the few bytes up to the file are read for them, the file
 * itself never is. Only when nothing names the form's page does the styled refusal page answer instead.
 */
import type { IncomingMessage } from "node:http";
import { parseMultipartRequest } from "@remix-run/multipart-parser/node";
import type { Request, Response } from "express";
import { isSafeReturnPath } from "#contracts/return-path";
import { KEPT_UPLOAD_FIELDS, REFUSED_UPLOAD_FORM, refusedUploadAddress } from "#contracts/upload-refusal";
import { countBody } from "./body-limit";
import { formPageOf, redirectRefused } from "./refusal";

/** How much of a refused body is read at most for the fields before its file. */
const FIELDS_BUDGET = 32 * 1024;
/** A field before the file is short (a category, a submission key); the file's part passes this at once. */
const FIELD_MAX = 4 * 1024;
/** How long the fields before the file may take to arrive; then the form comes back without them. */
const FIELDS_WAIT_MS = 3000;

const KEPT = new Set<string>(KEPT_UPLOAD_FIELDS);

/**
 * The kept fields that arrive before the first file of a multipart body, reading at most FIELDS_BUDGET
 * bytes of it for at most `waitMs`; what follows is dropped unread.
 */
export async function fieldsBeforeFile(req: IncomingMessage, waitMs = FIELDS_WAIT_MS): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  countBody(req, FIELDS_BUDGET, () => undefined);
  const reading = (async () => {
    const parts = parseMultipartRequest(req, { maxFileSize: FIELD_MAX, maxTotalSize: FIELDS_BUDGET, maxParts: 50 });
    for await (const part of parts) {
      if (part.isFile) break;
      if (part.name && KEPT.has(part.name)) fields[part.name] = part.text;
    }
  })().catch(() => {
    // the file's part passed FIELD_MAX (as it does), or the body is no multipart: what came before is kept
  });
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([reading, waited]);
  clearTimeout(timer);
  return { ...fields };
}

/** The page the upload form is on: the `returnTo` its action address carries, else the Referer; null when neither passes. */
export function uploadFormPageOf(req: Request): string | null {
  const returnTo = new URL(req.originalUrl, "http://portal.invalid").searchParams.get("returnTo");
  if (returnTo && isSafeReturnPath(returnTo)) return returnTo;
  return formPageOf(req);
}

/** Which upload form of its page was sent: the action address names it (`?upload=`). */
function uploadFormOf(req: Request): string | null {
  const form = new URL(req.originalUrl, "http://portal.invalid").searchParams.get(REFUSED_UPLOAD_FORM);
  return form && form.length <= 100 ? form : null;
}

/**
 * Answers an upload over the size limit: back to its form's page with "too large" and the fields read
 * before the file (`readFields`: only while nothing of the body was read yet), or `otherwise()` (the
 * styled page) when the page is unknown.
 */
export async function returnToUploadForm(
  req: Request,
  res: Response,
  { readFields, otherwise }: { readFields: boolean; otherwise: () => void },
) {
  const page = uploadFormPageOf(req);
  if (!page) {
    otherwise();
    return;
  }
  // a client that waits for "100 Continue" before it sends has sent nothing to read
  const waiting = req.headers.expect?.toLowerCase() === "100-continue";
  const values = readFields && !waiting ? await fieldsBeforeFile(req) : {};
  if (res.headersSent) return;
  redirectRefused(req, res, refusedUploadAddress(page, { form: uploadFormOf(req), reason: "too-large", values }));
}
