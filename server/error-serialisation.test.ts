/**
 * A loader's error reaches the browser as a plain `Error("Unexpected Server Error")` in the mode the
 * server runs in (server.ts: production unless development is asked for), in the page's hydration data
 * and in a data answer alike. The browser rebuilds a serialised error with the global constructor its
 * name names (Remix's deserializeErrors, turbo-stream's error decoding: GHSA-337j-9hxr-rhxg,
 * GHSA-49rj-9fvp-4h2h, fixed only in React Router 7): with no name sent, no constructor is looked up.
 * ADR 046.
 */
import { readFileSync } from "node:fs";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import config from "../remix.config.js";

/** A name an attacker would want the browser to call, and a message that would be its code. */
const HOSTILE_NAME = "Function";
const HOSTILE_MESSAGE = "alert(document.domain)";

/** A one-route build whose loader throws an error with that name; the document answer is the hydration data. */
function buildWithFailingLoader(): ServerBuild {
  const loader = () => {
    const error = new Error(HOSTILE_MESSAGE);
    error.name = HOSTILE_NAME;
    throw error;
  };
  return {
    mode: "production",
    entry: {
      module: {
        // the part of the page the browser decodes before it hydrates: the serialised router state
        default: async (
          _request: Request,
          status: number,
          headers: Headers,
          context: { serverHandoffStream?: ReadableStream<Uint8Array> },
        ) => new Response(context.serverHandoffStream ?? "", { status, headers }),
      },
    },
    routes: {
      root: { id: "root", path: "", module: { loader, default: () => null, ErrorBoundary: () => null } },
    },
    assets: {
      entry: { module: "/build/entry.client.js", imports: [] },
      routes: {
        root: {
          id: "root",
          path: "",
          module: "/build/root.js",
          imports: [],
          hasAction: false,
          hasLoader: true,
          hasClientAction: false,
          hasClientLoader: false,
          hasErrorBoundary: true,
        },
      },
      url: "/build/manifest.js",
      version: "test",
    },
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    future: config.future,
    isSpaMode: false,
  } as unknown as ServerBuild;
}

async function answers(mode: "production" | "development") {
  const handler = createRequestHandler(buildWithFailingLoader(), mode);
  const page = await handler(new Request("http://localhost/"));
  const data = await handler(new Request("http://localhost/_root.data"));
  return { page: await page.text(), data: await data.text() };
}

describe("a loader's error as the browser receives it", () => {
  // Remix logs each thrown error: expected here
  beforeEach(() => {
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("the server runs Remix in production mode unless development is asked for", () => {
    const server = readFileSync(new URL("../server.ts", import.meta.url), "utf8");
    expect(server).toContain('mode: process.env.NODE_ENV === "development" ? "development" : "production"');
  });

  it("in the server's mode, carries neither the error's name nor its message, in the page or a data answer", async () => {
    const { page, data } = await answers("production");
    for (const body of [page, data]) {
      expect(body).toContain("Unexpected Server Error");
      expect(body).not.toContain(HOSTILE_NAME);
      expect(body).not.toContain(HOSTILE_MESSAGE);
    }
  });

  it("(in development mode the name would be sent: what the mode above keeps out)", async () => {
    const { page, data } = await answers("development");
    expect(page).toContain(HOSTILE_NAME);
    expect(data).toContain(HOSTILE_NAME);
  });
});
