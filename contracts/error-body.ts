/**
 * The body of every error answer of the API (`{ code, message, errors? }`, codes in contracts/errors.ts).
 * Its own module so the error catalogue stays free of zod for the pages that only read codes.
 */
import { z } from "zod";

/** The body of every error answer of the API. */
export const ErrorBody = z
  .object({
    code: z.number().int(),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .describe("ErrorBody");
export type ErrorBody = z.infer<typeof ErrorBody>;
