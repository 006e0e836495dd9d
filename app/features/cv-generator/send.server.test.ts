/**
 * A CV or portfolio stored (or mailed) while the API's PDF renderers are all busy (503 with Retry-After):
 * the user comes back to the preview with the message to try again in a moment, not to the maintenance
 * page; the CV stays on the server and the typed address in the form. A 503 without Retry-After is still
 * the maintenance.
 */
import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { emptyCv } from "#contracts";
import { testContext } from "~/render/test-context";
import { action as portfolioAction } from "~/routes/ds.cvgenerator.portfolio/route";
import { commitSession, sessionStorage } from "~/session/session.server";
import { CV_BUSY } from "~/utils/cv-base";
import { sendAction, sendLoader } from "./send.server";

const ORIGIN = "http://localhost:3000";
const BUSY = { "Content-Type": "application/json", "Retry-After": "7" };

/** An API whose reads answer the applicant's CV and whose PDF writes answer `pdfAnswer`. */
function busyApi(pdfAnswer: { status: number; headers: Record<string, string> }) {
  const calls: string[] = [];
  const cv = { ...emptyCv(), profile: { ...emptyCv().profile, email: "mia@example.org" } };
  const context = testContext({
    apiFetch: async (request) => {
      const path = new URL(request.url).pathname;
      calls.push(`${request.method} ${path}`);
      if (request.method === "GET") return Response.json({ cv, saved: true });
      return new Response(JSON.stringify({ code: 503, message: "Too many documents" }), pdfAnswer);
    },
  });
  return { context, calls };
}

async function post(context: AppLoadContext, path: string, fields: Record<string, string>, signedIn = true) {
  const headers: Record<string, string> = { Origin: ORIGIN };
  if (signedIn) {
    const session = await sessionStorage(context).getSession();
    session.set("apiToken", "token");
    session.set("issuer", "applicant");
    headers.Cookie = (await commitSession(session, context)).split(";")[0];
  }
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(fields) });
}

async function outcome(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}

type FormAnswer = { data: { errors: { form?: string[] }; email: string }; init?: ResponseInit };

describe("a busy API while a PDF is stored or mailed", () => {
  it("the applicant's 'save CV' comes back to the preview with the busy message and Retry-After", async () => {
    const { context, calls } = busyApi({ status: 503, headers: BUSY });
    const request = await post(context, "/ds/cvgenerator/send", { design: "modern" });
    const answer = (await outcome(() => sendAction({ request, context, params: {} }))) as FormAnswer;
    expect(calls).toContain("POST /api/v1/cv-generator/applicant/document");
    expect(answer.init?.status).toBe(503);
    expect(new Headers(answer.init?.headers).get("Retry-After")).toBe("7");
    expect(answer.data).toEqual({ errors: { form: [CV_BUSY] }, email: "mia@example.org" });
  });

  it("the public mail keeps the typed address beside the busy message", async () => {
    const { context } = busyApi({ status: 503, headers: BUSY });
    const request = await post(
      context,
      "/lebenslauf-generator/send",
      { design: "classic", email: "gast@example.org" },
      false,
    );
    const answer = (await outcome(() => sendAction({ request, context, params: {} }))) as FormAnswer;
    expect(answer.init?.status).toBe(503);
    expect(answer.data).toEqual({ errors: { form: [CV_BUSY] }, email: "gast@example.org" });
  });

  it("the portfolio's save goes back to the preview, which says to try again", async () => {
    const { context, calls } = busyApi({ status: 503, headers: BUSY });
    const request = await post(context, "/ds/cvgenerator/portfolio", { intent: "save", design: "classic" });
    const answer = (await outcome(() => portfolioAction({ request, context, params: {} }))) as Response;
    expect(calls).toEqual(["POST /api/v1/application-portfolio"]);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/ds/cvgenerator/send?error=busy");

    const back = new Request(`${ORIGIN}/ds/cvgenerator/send?error=busy`, { headers: request.headers });
    const page = await sendLoader({ request: back, context, params: {} });
    expect(page.message).toBe(CV_BUSY);
  });

  it("a 503 without Retry-After is the maintenance, as before", async () => {
    const { context } = busyApi({ status: 503, headers: { "Content-Type": "application/json" } });
    const request = await post(context, "/ds/cvgenerator/send", { design: "modern" });
    const answer = (await outcome(() => sendAction({ request, context, params: {} }))) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/maintenance");
  });
});
