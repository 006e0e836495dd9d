/**
 * The journeys' test clock: `POST /api/dev/jobs/{name} { at }` runs one background job as of a given time
 * (api/routes/dev-jobs.ts). The server has one clock for everybody: a job run a week ahead acts on every
 * record that is due by then, not only on the journey's own. So the journeys that move it take turns,
 * each project's run among them (a directory made atomically is the lock; one left behind by a killed run
 * is taken over after five minutes).
 */
import { mkdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

const LOCK = path.join(tmpdir(), `tandem-e2e-${process.env.E2E_PORT ?? 3100}-test-clock.lock`);
const STALE_AFTER_MS = 5 * 60_000;

/** Runs `work` while no other journey moves the clock. */
export async function withTheClock<T>(work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      await mkdir(LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const age = await stat(LOCK).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > STALE_AFTER_MS) await rm(LOCK, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await work();
  } finally {
    await rm(LOCK, { recursive: true, force: true });
  }
}

/** Runs one background job as of `at` (call it inside withTheClock); answers what the run did. */
export async function runJobAt(page: Page, job: string, at: string | Date): Promise<Record<string, number>> {
  const response = await page.request.post(`/api/dev/jobs/${job}`, {
    data: { at: typeof at === "string" ? at : at.toISOString() },
  });
  expect(response.status(), `${job} as of ${at}`).toBe(200);
  return ((await response.json()) as { result: Record<string, number> }).result;
}
