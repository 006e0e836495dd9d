import { uploadFormParam } from "#contracts/upload-refusal";
import {
  DOCUMENT_FILE_EXTENSIONS,
  DOCUMENT_MIME_TYPES,
  PHOTO_FILE_EXTENSIONS,
  PHOTO_MIME_TYPES,
} from "#contracts/upload-rules";

/** The documents portfolio page. */
export const PORTFOLIO_PATH = "/ds/documents";

/** Adds the page to come back to after a document action (same-origin path only, checked on the server). */
export const withReturnTo = (path: string, returnTo: string) => `${path}?returnTo=${encodeURIComponent(returnTo)}`;

/** The file input's `accept` list (a hint for the picker; the API decides by content). */
export const acceptList = (photo?: boolean) =>
  (photo
    ? [...PHOTO_FILE_EXTENSIONS, ...PHOTO_MIME_TYPES]
    : [...DOCUMENT_FILE_EXTENSIONS, ...DOCUMENT_MIME_TYPES]
  ).join(",");

/**
 * Where the upload form posts: `returnTo` and which form of its page it is (`form`) travel in the address,
 * so that a refused body, even one nobody read, finds its way back to the form.
 */
export const uploadAction = (returnTo: string, form: string) =>
  `${withReturnTo("/ds/documents/upload", returnTo)}&${uploadFormParam(form)}`;
