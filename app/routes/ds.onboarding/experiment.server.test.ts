import { describe, expect, it, vi } from "vitest";
import { testContext } from "~/render/test-context";
import { assignVariant, reportAssignment } from "./experiment.server";

describe("the onboarding experiment", () => {
  it("gives a visitor the same variant every time, and both variants to different visitors", () => {
    const ids = Array.from({ length: 40 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    for (const id of ids) expect(assignVariant(id)).toBe(assignVariant(id));
    expect(new Set(ids.map((id) => assignVariant(id)))).toEqual(new Set(["Original", "Variation 1"]));
  });

  it("reports the assignment only with A/B-testing consent, and only logs a failure", async () => {
    const calls: Request[] = [];
    const context = testContext({
      apiFetch: async (request) => {
        calls.push(request);
        return new Response(JSON.stringify({ code: 5000, message: "down" }), { status: 500 });
      },
    });
    const visit = (cookie?: string) => ({
      request: new Request("http://localhost:3000/ds/onboarding", { headers: cookie ? { Cookie: cookie } : {} }),
      context,
    });
    expect(await reportAssignment(visit(), "v", "Original")).toBe(false);
    // every service but A/B testing
    expect(await reportAssignment(visit("tandem_consent=1.1795800000.custom.11110"), "v", "Original")).toBe(false);
    expect(calls).toHaveLength(0);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(await reportAssignment(visit("tandem_consent=1.1795800000.custom.00001"), "v", "Variation 1")).toBe(false);
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0].url).pathname).toMatch(/\/v1\/experiment-assignments$/);
    expect(await calls[0].json()).toEqual([
      { campaignId: "onboarding-flow", variationId: "Variation 1", visitorId: "v" },
    ]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("A/B assignment not reported"));
    warn.mockRestore();
  });
});
