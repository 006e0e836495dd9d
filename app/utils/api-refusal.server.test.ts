import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "~/api/client.server";
import { orElse, orNotFound, replyIfRefused, replyWithApiError, whenRefused } from "./api-refusal.server";

const Schema = z.object({ name: z.string(), city: z.string() });

/** A valid submission of the form, as an action has it before it calls the API. */
function submission() {
  const formData = new FormData();
  formData.set("name", "Lena");
  formData.set("city", "Mannheim");
  return parseWithZod(formData, { schema: Schema });
}

const refused = (status: number, fieldErrors: Record<string, string[]> = {}, code = 1000) =>
  Promise.reject(new ApiError("refused", code, status, fieldErrors));

describe("the form's reply to a refusal of the API", () => {
  it("shows the API's field errors next to their fields and keeps what was typed", async () => {
    const reply = await replyIfRefused(submission(), refused(400, { name: ["validation.maxLength"] }));
    expect(reply?.status).toBe("error");
    expect(reply?.error).toEqual({ name: ["validation.maxLength"] });
    expect(reply?.initialValue).toEqual({ name: "Lena", city: "Mannheim" });
  });

  it("puts a refusal without field errors into the error summary as 'not transferred'", async () => {
    const reply = await replyIfRefused(submission(), refused(403));
    expect(reply?.error).toEqual({ "": ["validation.dataNotTransferred"] });
    expect(reply?.initialValue).toEqual({ name: "Lena", city: "Mannheim" });
  });

  it("shows only the errors of this form's fields, else the summary's message", () => {
    const error = new ApiError("refused", 1000, 400, { hints: ["validation.invalid"] });
    const reply = replyWithApiError(submission(), error, { fields: ["name", "city"] });
    expect(reply.error).toEqual({ "": ["validation.dataNotTransferred"] });
  });

  it("uses the form's own words for a refusal it knows (a message or errors by field)", () => {
    const conflict = new ApiError("conflict", 1009, 409);
    const message = (e: ApiError) => (e.status === 409 ? "profile:emailChange.alreadyOpen" : undefined);
    expect(replyWithApiError(submission(), conflict, { message }).error).toEqual({
      "": ["profile:emailChange.alreadyOpen"],
    });
    const byField = () => ({ fieldErrors: { city: ["application:duplicate"] } });
    expect(replyWithApiError(submission(), conflict, { message: byField }).error).toEqual({
      city: ["application:duplicate"],
    });
  });

  it("is null when the API did what was asked", async () => {
    expect(await replyIfRefused(submission(), Promise.resolve({ ok: true }))).toBeNull();
  });

  it("lets anything but a refusal go on to the error boundary", async () => {
    const down = Promise.reject(new TypeError("fetch failed"));
    await expect(replyIfRefused(submission(), down)).rejects.toThrow("fetch failed");
    await expect(orElse(Promise.reject(new TypeError("bug")), null)).rejects.toThrow("bug");
  });
});

describe("pages and commands with a refusal", () => {
  it("answers the not-found page for a record that is not the caller's, and nothing else", async () => {
    const thrown = await orNotFound(refused(404)).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
    await expect(orNotFound(refused(403))).rejects.toBeInstanceOf(ApiError);
    await expect(orNotFound(Promise.resolve(7))).resolves.toBe(7);
  });

  it("falls back only for the statuses named", async () => {
    await expect(orElse(refused(404), "none", [404])).resolves.toBe("none");
    await expect(orElse(refused(409), "none", [404])).rejects.toBeInstanceOf(ApiError);
    await expect(orElse(refused(500), "none")).resolves.toBe("none");
  });

  it("hands the refusal to the caller, which may answer or throw", async () => {
    await expect(whenRefused(refused(409, {}, 1003), (e) => e.code)).resolves.toBe(1003);
    await expect(
      whenRefused(
        () => Promise.resolve("done"),
        () => "refused",
      ),
    ).resolves.toBe("done");
  });
});

describe("the one place that recognises a refusal", () => {
  it("is this helper: no other module of app/ catches an ApiError itself", () => {
    const app = path.resolve(import.meta.dirname, "..");
    const modules = readdirSync(app, { recursive: true, encoding: "utf8" }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    const catching = modules.flatMap((file) =>
      readFileSync(path.join(app, file), "utf8")
        .split("\n")
        .flatMap((line, index) => (/instanceof\s+ApiError\b/.test(line) ? [`${file}:${index + 1}`] : [])),
    );
    expect(catching).toEqual([expect.stringMatching(/^utils\/api-refusal\.server\.ts:\d+$/)]);
  });
});
