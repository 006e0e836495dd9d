import { describe, expect, it } from "vitest";
import { setupApi } from "./harness";

const { call, login } = setupApi({ devTools: false });

describe("POST /api/v1/reset-me without dev tools", () => {
  it("answers 404 code 1008 and changes nothing", async () => {
    const token = await login("applicant", "applicant-lena");
    const before = (await call("GET", "/api/v1/account", { token })).json.metadata;
    expect(before).toMatchObject({ ONBOARDING_DONE: true });
    const res = await call("POST", "/api/v1/reset-me", { token });
    expect(res.status).toBe(404);
    expect(res.json.code).toBe(1008);
    const me = await call("GET", "/api/v1/account", { token });
    expect(me.json.metadata).toEqual(before);
  });
});

describe("GET /api/dev/mailbox without dev tools", () => {
  it("does not exist", async () => {
    const res = await call("GET", "/api/dev/mailbox");
    expect(res.status).toBe(404);
  });
});

describe("POST /api/dev/jobs/{name} without dev tools", () => {
  it("does not exist", async () => {
    const res = await call("POST", "/api/dev/jobs/sweep-expired", { body: { at: new Date().toISOString() } });
    expect(res.status).toBe(404);
  });
});
