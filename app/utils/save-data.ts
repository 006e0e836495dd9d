/**
 * The browser's data saver (the `Save-Data: on` request header, sent by phones in data-saving mode): such a
 * page gets no decorative images and prefetches no other routes. Read by the root loader for every page.
 */
export function wantsSaveData(headers: Headers): boolean {
  return headers.get("Save-Data")?.trim().toLowerCase() === "on";
}

/** How a link to another route prefetches: when the pointer or focus rests on it, never when saving data. */
export const linkPrefetch = (saveData: boolean): "intent" | "none" => (saveData ? "none" : "intent");
