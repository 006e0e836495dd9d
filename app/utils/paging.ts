/** Page numbers of paged lists, read from the query or a posted form. */

/** The highest page the API answers; a larger number is not worth a request. */
export const MAX_PAGE = 10_000;

/** A page number from user input: 1 when missing or invalid, never beyond MAX_PAGE. */
export function pageNumber(value: FormDataEntryValue | null | undefined): number {
  const page = typeof value === "string" ? Number.parseInt(value, 10) : Number.NaN;
  return Math.max(1, Math.min(MAX_PAGE, page || 1));
}

/** The page number of the query parameter `name` (default `page`). */
export const pageParam = (url: URL, name = "page") => pageNumber(url.searchParams.get(name));
