/** The API's own portrait schema, for the action only (a `.server` module keeps zod out of the browser). */
export { PortraitPatch } from "#contracts/companies";
