import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import type { RootData } from "~/render/root-data";
import { testContext } from "~/render/test-context";
import { loader } from "~/root";

const rootData = async (monitoring?: { dsn: string; release: string; environment: string }) => {
  const answer = await loader({
    request: new Request("http://localhost:3000/impressum"),
    context: testContext(monitoring ? { monitoring } : {}),
    params: {},
  } as LoaderFunctionArgs);
  return (answer as unknown as { data: RootData }).data;
};

describe("the browser's error monitoring in the root data", () => {
  it("carries the DSN, release and environment only when monitoring is configured", async () => {
    expect(await rootData()).not.toHaveProperty("monitoring");
    const monitoring = { dsn: "https://key@o1.ingest.de.sentry.io/2", release: "2.8.0", environment: "prod" };
    expect((await rootData(monitoring)).monitoring).toEqual(monitoring);
  });
});
