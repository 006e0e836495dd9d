import { OpenAPIHono, type z } from "@hono/zod-openapi";
import type { ApiEnv } from "../env";
import { validationHook } from "../errors";

/** Every router answers invalid input with 400 code 1007 and field errors. */
export const newRouter = () => new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

/** OpenAPI security requirement of the bearer-protected routes. */
export const bearerSecurity = [{ bearerAuth: [] }];

/** An OpenAPI JSON response of `schema`. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

/** A required OpenAPI JSON request body of `schema`. */
export const body = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});
