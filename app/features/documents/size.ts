import { formatNumber } from "~/utils/format";

// Apart from accept.ts: the pages' first scripts show sizes the loader formatted; only the upload's progress
// (loaded when an upload starts) and the server format them.
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
