/**
 * Bodies the multipart parser refuses by its own limits are the client's mistake: 10,000 parts, or a part
 * header of 10,000 characters (a file name that long), answer 400 with the product's error shape at both
 * upload endpoints, never 500.
 */
import { describe, expect, it } from "vitest";
import { ErrorCode } from "#contracts";
import { setupApi } from "./harness";

const { ctx, login } = setupApi();
const BOUNDARY = "----TandemLimits7MA4YWxk";

const manyParts = () =>
  `${Array.from({ length: 10_000 }, (_, i) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n${i}\r\n`).join("")}--${BOUNDARY}--\r\n`;
const longFileName = () =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${"a".repeat(10_000)}.png"\r\nContent-Type: image/png\r\n\r\nx\r\n--${BOUNDARY}--\r\n`;

async function post(method: string, path: string, token: string, body: string) {
  const res = await ctx.api.fetch(
    new Request(`http://internal${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      body,
    }),
  );
  return { status: res.status, json: (await res.json()) as { code: number; message: string } };
}

describe("uploads the parser refuses by its limits", () => {
  it("answer 400 with the error shape at the applicant's document upload", async () => {
    const token = await login("applicant", "applicant-lena");
    for (const body of [manyParts(), longFileName()]) {
      const answer = await post("POST", "/api/v1/documents/upload", token, body);
      expect(answer.status).toBe(400);
      expect(answer.json.code).toBe(ErrorCode.validationFailed);
    }
  });

  it("answer 400 with the error shape at the company user's profile picture", async () => {
    const token = await login("company", "company-olaf");
    for (const body of [manyParts(), longFileName()]) {
      const answer = await post("PUT", "/api/b2b/v1/me/profile-picture", token, body);
      expect(answer.status).toBe(400);
      expect(answer.json.code).toBe(ErrorCode.validationFailed);
    }
  });
});
