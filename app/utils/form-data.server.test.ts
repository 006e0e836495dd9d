import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cleanFormData, isInheritedName, MAX_FORM_FIELDS, readFormData } from "./form-data.server";

const post = (body: BodyInit, contentType?: string) =>
  new Request("http://localhost/x", {
    method: "POST",
    body,
    headers: contentType ? { "content-type": contentType } : {},
  });

async function statusOf(promise: Promise<unknown>) {
  try {
    await promise;
    return "read";
  } catch (thrown) {
    return thrown instanceof Response ? thrown.status : `threw ${String(thrown)}`;
  }
}

describe("readFormData", () => {
  it("reads url-encoded and multipart forms", async () => {
    const form = await readFormData(post("a=1&b=%C3%A4", "application/x-www-form-urlencoded"));
    expect([...form]).toEqual([
      ["a", "1"],
      ["b", "ä"],
    ]);
    const multipart = new FormData();
    multipart.set("file", new File(["%PDF"], "cv.pdf", { type: "application/pdf" }));
    const file = (await readFormData(new Request("http://localhost/x", { method: "POST", body: multipart }))).get(
      "file",
    );
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe("cv.pdf");
  });

  it.each([
    [
      "a broken boundary",
      "multipart/form-data; boundary=abc",
      '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
    ],
    [
      "a truncated part",
      "multipart/form-data; boundary=abc",
      '--abc\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
    ],
    ["no boundary", "multipart/form-data", "a=1"],
    ["text/plain", "text/plain", "a=1"],
    ["JSON", "application/json", '{"a":1}'],
    ["no content type", undefined, "a=1"],
  ])("answers %s with a thrown 400", async (_name, contentType, body) => {
    expect(await statusOf(readFormData(post(body, contentType)))).toBe(400);
  });

  it("answers more fields than any form has with 400", async () => {
    const body = Array.from({ length: MAX_FORM_FIELDS + 1 }, (_, i) => `f${i}=1`).join("&");
    expect(await statusOf(readFormData(post(body, "application/x-www-form-urlencoded")))).toBe(400);
    const fits = Array.from({ length: MAX_FORM_FIELDS }, (_, i) => `f${i}=1`).join("&");
    expect(await statusOf(readFormData(post(fits, "application/x-www-form-urlencoded")))).toBe("read");
  });

  it("keeps invalid percent-encoding as text instead of failing", async () => {
    const form = await readFormData(post("a=%zz&b=%", "application/x-www-form-urlencoded"));
    expect(form.get("a")).toBe("%zz");
  });

  it("drops field names that Object.prototype carries, plain, dotted or indexed", () => {
    const posted = new FormData();
    for (const name of ["toString", "__proto__", "constructor", "a.__proto__", "x[hasOwnProperty]", "valueOf", "a"]) {
      posted.append(name, "1");
    }
    expect([...cleanFormData(posted).keys()]).toEqual(["a"]);
    expect(isInheritedName("title")).toBe(false);
    expect(isInheritedName("items[0].constructor")).toBe(true);
  });
});

/** Every action goes through the helper: a direct read would answer a broken body with 500 again. */
describe("no action reads its body around readFormData", () => {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) ? [full] : [];
    });

  it("finds request.formData() and unguarded parseFormData only in the helper", () => {
    const app = path.resolve(__dirname, "..");
    const offenders = files(app)
      .filter((file) => !file.endsWith(".test.ts") && !file.endsWith(path.join("utils", "form-data.server.ts")))
      .filter((file) => {
        const source = readFileSync(file, "utf8");
        const direct = /\brequest\.formData\(\)/.test(source);
        const multipart = /\bparseFormData\(/.test(source) && !/\bcleanFormData\(/.test(source);
        return direct || multipart;
      })
      .map((file) => path.relative(app, file));
    expect(offenders).toEqual([]);
  });
});
