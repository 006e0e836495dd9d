import type { ActionFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { testContext } from "~/render/test-context";
import { action } from "./route";

const post = (devTools: boolean) =>
  action({
    request: new Request("http://localhost:3000/dev/monitoring-error", {
      method: "POST",
      body: new URLSearchParams({ message: "boom" }),
    }),
    context: testContext({ devTools }),
    params: {},
  } as ActionFunctionArgs).catch((thrown: unknown) => thrown);

describe("deliberate server error (development tools)", () => {
  it("is refused with 404 without DEV_TOOLS", async () => {
    expect((await post(false)) as { init?: { status?: number } }).toMatchObject({ init: { status: 404 } });
  });

  it("fails with the posted message with DEV_TOOLS", async () => {
    const thrown = await post(true);
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toBe("Deliberate failure (development tools): boom");
  });
});
