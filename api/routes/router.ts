import { OpenAPIHono } from "@hono/zod-openapi";
import type { ApiEnv } from "../env";
import { validationHook } from "../errors";

/** Every router answers invalid input with 400 code 1007 and field errors. */
export const newRouter = () => new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });

/** OpenAPI security requirement of the bearer-protected routes. */
export const bearerSecurity = [{ bearerAuth: [] }];
