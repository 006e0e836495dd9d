/**
 * The browser journeys (Playwright, projects nojs and js) as one instance of several runs: on a
 * throw-away PostgreSQL with the documents in a real S3 store (Ceph's radosgw), both started here and
 * removed afterwards. At the end of the run the journeys check that the instance wrote nothing under its
 * DATA_DIR (tests/e2e/data-dir.ts). Extra arguments go to `playwright test`.
 *   node scripts/journeys.mjs [playwright args]
 */
import { spawnSync } from "node:child_process";
import { cleanUpOnInterrupt, cleanup } from "./scale/cleanup.mjs";
import { S3_KEYS, startPostgres, startS3 } from "./scale/infra.mjs";

cleanUpOnInterrupt();
let status = 1;
try {
  const postgres = await startPostgres();
  const s3 = await startS3();
  const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: {
      ...process.env,
      E2E_DATABASE_URL: postgres.url,
      E2E_S3_ENDPOINT: s3.endpoint,
      E2E_S3_BUCKET: s3.bucket,
      E2E_S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
      E2E_S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
    },
  });
  status = result.status ?? 1;
} finally {
  await cleanup();
}
process.exit(status);
