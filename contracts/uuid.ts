/** The canonical text form of a UUID (8-4-4-4-12 hex digits): ids of the API and the portal's own keys. */
export const UUID_SOURCE = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** A whole string that is a UUID, in either case (ids in URLs are checked before anything is asked). */
export const UUID_PATTERN = new RegExp(`^${UUID_SOURCE}$`, "i");

export const isUuid = (value: string) => UUID_PATTERN.test(value);
