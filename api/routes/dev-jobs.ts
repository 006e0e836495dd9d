/**
 * POST /api/dev/jobs/{name} { at }: runs one background job once as if the clock showed `at` (the test
 * clock of the journeys: an expiry or a reminder is tested by running its job a week later, not by
 * waiting). Mounted only with DEV_TOOLS (never in production), like the development mailbox.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { publicAccess } from "../auth/access";
import type { ApiDeps } from "../env";
import { errorResponses, notFound } from "../errors";
import { backgroundJobs } from "../jobs/schedule";
import { body, json, newRouter } from "./router";

const JobRun = z.object({ job: z.string(), at: z.string(), result: z.record(z.string(), z.number()) });

const run = createRoute({
  method: "post",
  path: "/jobs/{name}",
  tags: ["Development"],
  summary: "Run one background job as of a given time (development only)",
  middleware: publicAccess(),
  request: {
    params: z.object({ name: z.string().max(100) }),
    body: body(z.object({ at: z.iso.datetime({ offset: true }) })),
  },
  responses: { 200: json(JobRun, "What the run did"), ...errorResponses(400, 404) },
});

export function devJobRoutes(deps: ApiDeps) {
  return newRouter().openapi(run, async (c) => {
    const { name } = c.req.valid("param");
    const at = new Date(c.req.valid("json").at);
    const job = backgroundJobs({
      db: deps.db,
      publicUrl: deps.publicUrl ?? "http://localhost:3000",
      storage: deps.storage,
      now: () => at,
      deadlines: deps.deadlines,
    }).find((j) => j.name === name);
    if (!job) throw notFound();
    return c.json({ job: job.name, at: at.toISOString(), result: await job.run() }, 200);
  });
}
