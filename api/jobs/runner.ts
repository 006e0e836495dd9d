/**
 * Runs the background jobs (schedule.ts). On PostgreSQL through pg-boss: each cron slot becomes one job
 * across all instances, taken by one worker, retried with back-off when it fails, one run of a job at a
 * time. On the embedded database (one process by design) a timer per job runs it here, one run at a
 * time, retried with back-off. Either way every run is logged and counted (`onRun`).
 */
import PgBoss from "pg-boss";
import { GERMAN_TIME_ZONE } from "#contracts/german-time";
import type { BackgroundJob } from "./schedule";

export interface JobOutcome {
  job: string;
  ok: boolean;
  ms: number;
  result?: Record<string, number>;
  error?: string;
}

export interface JobRunnerOptions {
  jobs: BackgroundJob[];
  /** postgres:// — pg-boss in its own schema; without it the in-process loop. */
  databaseUrl?: string;
  onRun?: (outcome: JobOutcome) => void;
  /** Retries of a failed run (pg-boss and the loop alike), the first after `retryDelaySeconds`, doubling. */
  retryLimit?: number;
  retryDelaySeconds?: number;
}

export interface JobRunner {
  /** Asks for one run of `name` now (operations, tests): on pg-boss a job any instance's worker takes. */
  runNow(name: string): Promise<void>;
  stop(): Promise<void>;
}

/** One run, timed and reported; a failure is rethrown for the retry. */
async function runOnce(job: BackgroundJob, onRun: JobRunnerOptions["onRun"]) {
  const started = Date.now();
  try {
    const result = await job.run();
    onRun?.({ job: job.name, ok: true, ms: Date.now() - started, result });
  } catch (error) {
    onRun?.({ job: job.name, ok: false, ms: Date.now() - started, error: (error as Error).message ?? String(error) });
    throw error;
  }
}

export async function startJobs(options: JobRunnerOptions): Promise<JobRunner> {
  const retryLimit = options.retryLimit ?? 3;
  const retryDelay = options.retryDelaySeconds ?? 30;
  if (options.databaseUrl) return startPgBoss(options.databaseUrl, options, retryLimit, retryDelay);
  return startLoop(options, retryLimit, retryDelay);
}

async function startPgBoss(
  connectionString: string,
  options: JobRunnerOptions,
  retryLimit: number,
  retryDelay: number,
): Promise<JobRunner> {
  const boss = new PgBoss({ connectionString, schema: "pgboss", max: 2 });
  boss.on("error", (error) => options.onRun?.({ job: "pg-boss", ok: false, ms: 0, error: error.message }));
  await boss.start();
  for (const job of options.jobs) {
    await whenInstancesRace(() =>
      boss.createQueue(job.name, {
        name: job.name,
        // at most one run of a job at a time, across every instance
        policy: "singleton",
        retryLimit,
        retryDelay,
        retryBackoff: true,
        expireInMinutes: 15,
      }),
    );
    await boss.schedule(job.name, job.cron, {}, { tz: GERMAN_TIME_ZONE });
    await boss.work(job.name, async () => runOnce(job, options.onRun));
  }
  return {
    runNow: async (name) => {
      await boss.send(name, {});
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}

/**
 * Instances that start at the same time create the same queues at the same time: PostgreSQL then
 * breaks the tie with a deadlock or a duplicate key error in one of them. That one tries again (the
 * queue then exists, and creating it is a no-op).
 */
async function whenInstancesRace(step: () => Promise<void>, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= attempts || (code !== "40P01" && code !== "23505")) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

function startLoop(options: JobRunnerOptions, retryLimit: number, retryDelay: number): JobRunner {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  const ticks = new Map<string, () => Promise<unknown> | undefined>();
  let stopped = false;
  for (const job of options.jobs) {
    let busy = false;
    const attempt = async (retry: number): Promise<void> => {
      try {
        await runOnce(job, options.onRun);
      } catch {
        if (stopped || retry >= retryLimit) return;
        await new Promise((resolve) => {
          const timer = setTimeout(resolve, retryDelay * 1000 * 2 ** retry);
          timer.unref();
          timers.push(timer);
        });
        if (!stopped) await attempt(retry + 1);
      }
    };
    const tick = () => {
      if (busy || stopped) return undefined;
      busy = true;
      const run = attempt(0).finally(() => {
        busy = false;
        running.delete(run);
      });
      running.add(run);
      return run;
    };
    ticks.set(job.name, tick);
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    timers.push(timer);
  }
  return {
    async runNow(name) {
      await ticks.get(name)?.();
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled(running);
    },
  };
}
