import {
  DOCUMENT_FILE_EXTENSIONS,
  DOCUMENT_MIME_TYPES,
  PHOTO_FILE_EXTENSIONS,
  PHOTO_MIME_TYPES,
} from "#contracts/upload-rules";
import { formatNumber } from "~/utils/format";

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

/** Where the upload form posts; `returnTo` also travels in the address so a refused body still finds its way back. */
export const uploadAction = (returnTo: string) => withReturnTo("/ds/documents/upload", returnTo);

/** Human-readable size, e.g. "1,2 MB". */
export function formatSize(bytes: number, language: string): string {
  const units = ["B", "KB", "MB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${formatNumber(value, language, { maximumFractionDigits: digits })} ${units[unit]}`;
}
