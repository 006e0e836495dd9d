/**
 * The portal names the API's operations only in app/api/*.server.ts, as "METHOD /path" strings
 * (app/api/client.server.ts, type Endpoint). Each of them must be an operation of this API's OpenAPI
 * document: a renamed path, a changed method or a removed route fails here, not in a browser.
 * The portal's sources are read as text (the API never imports the portal).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createApi } from "./app";

const PORTAL_API_DIR = join(import.meta.dirname, "..", "app", "api");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];
const PLACEHOLDER = "{}";

/** Every "METHOD /path" string or template literal in a source text, `${…}` replaced by a placeholder. */
function endpointsIn(source: string): { method: string; path: string; raw: string }[] {
  const found: { method: string; path: string; raw: string }[] = [];
  const start = /["`](GET|POST|PUT|PATCH|DELETE) \//g;
  for (let match = start.exec(source); match; match = start.exec(source)) {
    const quote = source[match.index];
    let i = match.index + 1;
    let text = "";
    while (i < source.length && source[i] !== quote) {
      if (quote === "`" && source.startsWith("${", i)) {
        let depth = 1;
        i += 2;
        while (i < source.length && depth > 0) {
          if (source[i] === "{") depth++;
          if (source[i] === "}") depth--;
          i++;
        }
        text += PLACEHOLDER;
        continue;
      }
      text += source[i];
      i++;
    }
    const space = text.indexOf(" ");
    const path = text.slice(space + 1).split("?")[0];
    found.push({ method: text.slice(0, space), path, raw: text });
  }
  return found;
}

/** The API's operations as [method, segments] ({param} segments match a placeholder). */
async function operations(): Promise<{ method: string; segments: string[] }[]> {
  const api = createApi({ db: {} as never, issuers: [], devTools: true });
  const response = await api.request("/api/openapi.json");
  const doc = (await response.json()) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .filter((method) => METHODS.includes(method.toUpperCase()))
      .map((method) => ({ method: method.toUpperCase(), segments: path.replace(/^\/api/, "").split("/") })),
  );
}

function matches(operation: { method: string; segments: string[] }, endpoint: { method: string; path: string }) {
  const segments = endpoint.path.split("/");
  if (operation.method !== endpoint.method || operation.segments.length !== segments.length) return false;
  return operation.segments.every((segment, i) =>
    /^\{[^}]+\}$/.test(segment) ? segments[i] === PLACEHOLDER : segment === segments[i],
  );
}

/** The client itself defines the Endpoint type and names no operation. */
const CLIENT = "client.server.ts";
const portalModules = readdirSync(PORTAL_API_DIR).filter((name) => name.endsWith(".server.ts") && name !== CLIENT);

describe("the portal's API endpoints", () => {
  it("finds endpoints in the parser's own sample (the check cannot pass empty)", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample of source text, not a template
    const sample = 'callApi(args, `PATCH /b2b/v1/companies/${encodeURIComponent(id("x"))}/portrait?lng=${lng}`)';
    expect(endpointsIn(sample)).toEqual([
      { method: "PATCH", path: "/b2b/v1/companies/{}/portrait", raw: "PATCH /b2b/v1/companies/{}/portrait?lng={}" },
    ]);
  });

  it("names only operations of the API's OpenAPI document", async () => {
    const ops = await operations();
    const unknown: string[] = [];
    let count = 0;
    for (const name of portalModules) {
      for (const endpoint of endpointsIn(readFileSync(join(PORTAL_API_DIR, name), "utf8"))) {
        count++;
        if (!ops.some((operation) => matches(operation, endpoint))) unknown.push(`${name}: ${endpoint.raw}`);
      }
    }
    expect(unknown).toEqual([]);
    expect(count).toBeGreaterThan(100);
  });

  it("resource modules call the API only through endpoints (a raw path would escape this check)", () => {
    const raw = portalModules.filter((name) =>
      /\bapiCall(WithETag)?\s*[<(]/.test(readFileSync(join(PORTAL_API_DIR, name), "utf8")),
    );
    expect(raw).toEqual([]);
  });

  it("a path that is not in the document is refused", async () => {
    const ops = await operations();
    const [wrongMethod, wrongPath, wrongParam] = endpointsIn(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample of source text, not a template
      '"DELETE /v1/account" "GET /v1/acount" `GET /v1/documents/${id}/preview/${x}`',
    );
    for (const endpoint of [wrongMethod, wrongPath, wrongParam]) {
      expect(ops.some((operation) => matches(operation, endpoint))).toBe(false);
    }
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample of source text, not a template
    const [right] = endpointsIn("`GET /v1/documents/${id}/preview`");
    expect(ops.some((operation) => matches(operation, right))).toBe(true);
  });
});
