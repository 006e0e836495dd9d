/**
 * On PostgreSQL the jobs run through pg-boss: a job asked for on one instance runs once across all of them.
 * Only in the PostgreSQL run of the API tests (vitest.config.ts includes this file when DATABASE_URL is set).
 */
import { describe, expect, it } from "vitest";
import { startJobs } from "../jobs/runner";

describe("jobs across instances", () => {
  it("on PostgreSQL a job asked for on one instance runs once, on whichever instance takes it (pg-boss)", async () => {
    const runs: string[] = [];
    const instance = (label: string) =>
      startJobs({
        databaseUrl: process.env.DATABASE_URL,
        jobs: [
          {
            name: "count-once",
            cron: "0 3 * * *",
            everyMs: 60_000,
            run: async () => {
              runs.push(label);
              return {};
            },
          },
        ],
      });
    const [one, two] = await Promise.all([instance("one"), instance("two")]);
    try {
      await one.runNow("count-once");
      const deadline = Date.now() + 15_000;
      while (runs.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      // both workers poll every 2 s: long enough for a second run, if one could happen
      await new Promise((r) => setTimeout(r, 4_000));
      expect(runs).toHaveLength(1);
    } finally {
      await Promise.all([one.stop(), two.stop()]);
    }
  });
});
