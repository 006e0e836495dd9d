import { describe, expect, it } from "vitest";
import { pdfOrBack } from "./draft.server";

const refused = (status: number) => () => Promise.reject(new Response(null, { status }));

describe("pdfOrBack", () => {
  it("answers the PDF as it came", async () => {
    const pdf = new Response("%PDF", { headers: { "content-type": "application/pdf" } });
    expect(await pdfOrBack(new Request("http://x/lebenslauf-generator/download"), () => Promise.resolve(pdf))).toBe(
      pdf,
    );
  });

  it("sends a CV the API refused for its length back to the preview of the same generator, which says why", async () => {
    for (const [path, back] of [
      ["/lebenslauf-generator/download", "/lebenslauf-generator/send?error=tooLong"],
      ["/ds/cvgenerator/download", "/ds/cvgenerator/send?error=tooLong"],
      ["/ds/cvgenerator/portfolio", "/ds/cvgenerator/send?error=tooLong"],
    ]) {
      const res = await pdfOrBack(new Request(`http://x${path}`, { method: "POST" }), refused(400));
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(back);
    }
  });

  it("passes a busy API's 503 on as it came, with its Retry-After (the page that says to try again)", async () => {
    const busy = new Response("<h1>busy</h1>", { status: 503, headers: { "Retry-After": "5" } });
    const res = await pdfOrBack(new Request("http://x/ds/cvgenerator/portfolio", { method: "POST" }), () =>
      Promise.reject(busy),
    ).catch((thrown: unknown) => thrown);
    expect(res).toBe(busy);
  });

  it("leaves every other refusal to the error page", async () => {
    await expect(pdfOrBack(new Request("http://x/ds/cvgenerator/download"), refused(502))).rejects.toMatchObject({
      status: 502,
    });
  });
});
