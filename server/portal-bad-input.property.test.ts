/**
 * No 5xx for bad input (docs/security.md), portal side: malformed bodies (broken and truncated multipart,
 * invalid percent-encoding, wrong content types, prototype-named field names, huge field counts) are
 * posted to EVERY route module that exports an `action`, through Remix's own request handler with the
 * in-process API on the test database, signed in as the route's unit and anonymously. Any answer of 500
 * or more, and any error logged while a page streams, fails the test with the route and the body.
 *
 * Build-independent: the routes come from the Remix config (the same flat-routes reading the compiler
 * does) and the modules are imported from app/ as they are, so this runs before `remix build`.
 */
import path from "node:path";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { UserKind } from "#contracts";
import { setupApi } from "../api/test/harness";
import type { IssuerName } from "../app/render/context";
import { testContext } from "../app/render/test-context";
import { handleMatcher } from "../app/routing/route-meta";
import { sessionStorage } from "../app/session/session.server";
import { ancestry, fullPath, portalRoutes } from "../tests/portal-routes";

// Opening the test database (PGlite, migrated) takes seconds on a loaded machine.
vi.setConfig({ hookTimeout: 120_000 });
const { ctx, login } = setupApi();

const SEED = Number(process.env.FC_SEED) || Date.now() % 2 ** 31;
const GENERATED_RUNS = Number(process.env.FC_RUNS) || 3;
const ORIGIN = "http://localhost:3000";
const BOUNDARY = "----TandemFormBoundary7MA4YWxk";

interface Body {
  name: string;
  contentType?: string;
  body: string;
  /**
   * Posted as a single-fetch data request (`/path.data`): the action runs the same, but no page is
   * rendered. For vectors whose page is the one error page an earlier vector already rendered.
   */
  data?: true;
}

const PROTOTYPE_NAMES = ["toString", "__proto__", "constructor", "hasOwnProperty", "valueOf", "isPrototypeOf"];

const part = (name: string, value: string, filename?: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${
    filename === undefined ? "" : `; filename="${filename}"\r\nContent-Type: application/pdf`
  }\r\n\r\n${value}\r\n`;
const multipart = (parts: string[]) => `${parts.join("")}--${BOUNDARY}--\r\n`;
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const URLENCODED = "application/x-www-form-urlencoded";

/** The fixed vectors, each posted to every action. */
const MALFORMED: Body[] = [
  {
    name: "multipart, boundary not the declared one",
    contentType: MULTIPART,
    body: `--WRONG\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsave\r\n--WRONG--\r\n`,
  },
  {
    name: "multipart, truncated inside a part",
    contentType: MULTIPART,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsa`,
    data: true,
  },
  {
    name: "multipart, broken part header",
    contentType: MULTIPART,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name=\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
    data: true,
  },
  { name: "multipart without boundary", contentType: "multipart/form-data", body: "intent=save", data: true },
  {
    name: "multipart with prototype-named fields and a file",
    contentType: MULTIPART,
    body: multipart([...PROTOTYPE_NAMES.map((n) => part(n, "1")), part("file", "%PDF-1.4", "toString.pdf")]),
  },
  { name: "invalid percent-encoding", contentType: URLENCODED, body: "intent=%&a=%zz&%E0%A4%A=1&b=%FF%FE&c=%C0%AF" },
  {
    name: "prototype-named field names",
    contentType: URLENCODED,
    body: `${PROTOTYPE_NAMES.map((n) => `${n}=1`).join("&")}&__proto__[polluted]=1&constructor.prototype.x=1&toString.x=1&a.__proto__=1&intent=toString`,
  },
  {
    name: "20,000 fields",
    contentType: URLENCODED,
    body: Array.from({ length: 20_000 }, (_, i) => `f${i}=${i}`).join("&"),
    data: true,
  },
  { name: "text/plain", contentType: "text/plain", body: "intent=save", data: true },
  { name: "JSON", contentType: "application/json", body: '{"intent":"save","__proto__":{"x":1}}', data: true },
  { name: "no content type", body: "intent=save", data: true },
  { name: "empty form", contentType: URLENCODED, body: "" },
];

const hostileText = fc.oneof(
  fc.constantFrom(
    "",
    "%",
    "%zz",
    "%00",
    "\u0000",
    "\uD800",
    "-1e308",
    "1e308",
    "NaN",
    "x".repeat(3000),
    "\u202Efdp.exe",
  ),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 10 }),
);
const fieldName = fc.oneof(
  fc.constantFrom(...PROTOTYPE_NAMES, "intent", "a.b", "x[0]", "a[]", "returnTo", "file", ""),
  fc.string({ maxLength: 12 }),
);
const encode = (v: string) => {
  try {
    return encodeURIComponent(v);
  } catch {
    return "%ED%A0%80";
  }
};
/** Generated bodies: odd field names and values, sometimes sent raw, and multipart cut anywhere. */
const generated: fc.Arbitrary<Body> = fc.oneof(
  fc.array(fc.tuple(fieldName, hostileText, fc.boolean()), { minLength: 1, maxLength: 12 }).map((fields) => ({
    name: "generated url-encoded",
    contentType: URLENCODED,
    body: fields.map(([n, v, raw]) => (raw ? `${n}=${v}` : `${encode(n)}=${encode(v)}`)).join("&"),
  })),
  fc
    .tuple(fc.array(fc.tuple(fieldName, hostileText), { minLength: 1, maxLength: 6 }), fc.nat())
    .map(([fields, cut]) => {
      const full = multipart(fields.map(([n, v]) => part(n.replace(/["\r\n]/g, ""), v)));
      return { name: "generated multipart, cut", contentType: MULTIPART, body: full.slice(0, cut % (full.length + 1)) };
    }),
);

const UNIT_OF: [string, UserKind, IssuerName, string][] = [
  ["routes/ds", "applicant", "applicant", "applicant-lena"],
  ["routes/b2b", "company", "company", "company-olaf"],
  ["routes/advisor", "study_advisor", "staff", "staff-sabine"],
];

async function firstIds(query: string): Promise<string[]> {
  try {
    const result = (await ctx.handle.db.execute(query as never)) as unknown as { rows?: Record<string, string>[] };
    return (result.rows ?? (result as unknown as Record<string, string>[])).map((r) => Object.values(r)[0]);
  } catch {
    return []; // a renamed table: the parameter gets a well-formed id that names nothing
  }
}

/** Plausible values of the route parameters from the seed (the company is olaf's). */
async function paramValues(companyId: string): Promise<Record<string, string>> {
  const nil = "00000000-0000-4000-8000-000000000000";
  const first = async (query: string) => (await firstIds(query))[0] ?? nil;
  const jobId = await first(
    `select jo.id::text from job_openings jo join job_matches m on m.job_opening_id = jo.id where jo.company_id = '${companyId}' limit 1`,
  );
  return {
    id: jobId,
    jobOpeningId: await first(`select id::text from job_openings where status = 'open' limit 1`),
    applicantId: await first(`select account_id::text from job_matches where job_opening_id = '${jobId}' limit 1`),
    accountId: await first(`select id::text from accounts where subject = 'applicant-lena'`),
    eId: await first(
      `select m.id::text from company_memberships m where m.company_id = '${companyId}' and not m.is_owner limit 1`,
    ),
    supportTicketId: await first(`select id::text from support_tickets where company_id = '${companyId}' limit 1`),
    ticketId: await first(`select id::text from support_tickets limit 1`),
    docId: await first(`select id::text from documents limit 1`),
    uuid: await first(`select id::text from documents limit 1`),
    helpTopic: await first(`select slug from help_topics limit 1`),
    step: "study",
    issuer: "applicant",
    token: "not-a-real-invitation",
    slug: "profile-template",
    code: "x",
    index: "0",
    "*": "x",
  };
}

async function virtualBuild() {
  const { config, routes, withAction } = await portalRoutes();
  // Only the routes with an action and the layouts above them are loaded (importing all costs seconds);
  // the others stay empty modules, which no posted address below reaches.
  const needed = new Set(withAction.flatMap((route) => ancestry(route, routes).map((r) => r.id)));
  const modules: Record<string, Record<string, unknown>> = {};
  for (const route of Object.values(routes)) {
    modules[route.id] = needed.has(route.id)
      ? ((await import(path.join(config.appDirectory, route.file))) as Record<string, unknown>)
      : {};
  }
  const entry = await import("../app/entry.server");
  const assetRoutes = Object.fromEntries(
    Object.values(routes).map((r) => [
      r.id,
      {
        id: r.id,
        parentId: r.parentId,
        path: r.path,
        index: r.index,
        caseSensitive: r.caseSensitive,
        module: `/build/${r.id}.js`,
        imports: [],
        hasAction: "action" in modules[r.id],
        hasLoader: "loader" in modules[r.id],
        hasClientAction: false,
        hasClientLoader: false,
        hasErrorBoundary: "ErrorBoundary" in modules[r.id],
      },
    ]),
  );
  const build = {
    mode: "production",
    entry: { module: entry },
    routes: Object.fromEntries(
      Object.values(routes).map((r) => [
        r.id,
        {
          id: r.id,
          parentId: r.parentId,
          path: r.path,
          index: r.index,
          caseSensitive: r.caseSensitive,
          module: modules[r.id],
        },
      ]),
    ),
    assets: {
      entry: { module: "/build/entry.client.js", imports: [] },
      routes: assetRoutes,
      url: "/build/manifest.js",
      version: "test",
    },
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    future: config.future,
    isSpaMode: false,
  } as unknown as ServerBuild;
  // POST /dev/monitoring-error fails on purpose (it tries the error monitoring; development tools only)
  const actions = Object.values(routes).filter(
    (r) => typeof modules[r.id].action === "function" && r.id !== "routes/dev.monitoring-error",
  );
  return { build, routes, actions };
}

describe("bad input to portal actions never answers 5xx", () => {
  const logged: string[] = [];
  beforeEach(() => {
    logged.length = 0;
    const original = console.error;
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(" "));
      if (process.env.DEBUG_PORTAL_ERRORS) original(...args);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it(`every action of the route modules (seed ${SEED})`, { timeout: 600_000 }, async () => {
    const { build, routes, actions } = await virtualBuild();
    expect(actions.length).toBeGreaterThan(40);
    const handler = createRequestHandler(build, "production");
    // The guards read the pages' handles from this build, as the server gives them (server.ts).
    const context = {
      ...testContext({ apiFetch: async (request) => ctx.api.fetch(request) }),
      routeHandles: handleMatcher(build.routes, (id) => build.routes[id]?.module.handle),
    };
    const storage = sessionStorage(context);

    const cookies: Record<string, string> = {};
    let companyId = "";
    for (const [, kind, issuer, sub] of UNIT_OF) {
      const token = await login(kind, sub);
      const session = await storage.getSession();
      session.set("apiToken", token);
      session.set("issuer", issuer);
      session.set("subject", sub);
      session.set("userName", sub);
      if (kind === "company") {
        const me = await ctx.api.fetch(
          new Request("http://internal/api/b2b/v1/me", { headers: { authorization: `Bearer ${token}` } }),
        );
        companyId = ((await me.json()) as { companies: { id: string }[] }).companies[0].id;
        session.set("activeCompanyId", companyId);
      }
      cookies[issuer] = (await storage.commitSession(session)).split(";")[0];
    }
    const params = await paramValues(companyId);

    const failures: string[] = [];
    let requests = 0;
    const formErrorPages = new Set<string>();
    for (const [i, route] of actions.entries()) {
      const unit = UNIT_OF.find(
        ([prefix]) => route.id === prefix || route.id.startsWith(`${prefix}.`) || route.id.startsWith(`${prefix}_`),
      );
      const url = `${ORIGIN}${fullPath(route, routes, params)}`;
      const bodies = [...MALFORMED, ...fc.sample(generated, { numRuns: GENERATED_RUNS, seed: SEED + i })];
      const runs: { cookie?: string; body: Body }[] = [
        ...bodies.map((body) => ({ cookie: unit ? cookies[unit[2]] : undefined, body })),
        // anonymous: the expired-login path (the form is kept for after the login) must hold too
        ...(unit ? [MALFORMED[0], MALFORMED[6]].map((body) => ({ body })) : []),
      ];
      for (const { cookie, body } of runs) {
        const headers: Record<string, string> = { host: "localhost:3000" };
        if (body.contentType) headers["content-type"] = body.contentType;
        if (cookie) headers.cookie = cookie;
        logged.length = 0;
        let status: number;
        try {
          const target = body.data ? url.replace(/(\?|$)/, ".data$1") : url;
          const res = await handler(new Request(target, { method: "POST", headers, body: body.body }), context);
          status = res.status;
          const text = await res.text();
          if (status === 400 && text.includes("Das Formular konnte nicht gelesen werden")) formErrorPages.add(route.id);
        } catch (error) {
          status = 599;
          logged.push(String(error));
        }
        requests++;
        const incidents = logged.filter((line) => /incident|Error/.test(line));
        if (status >= 500 || incidents.length) {
          failures.push(
            `${status} POST ${url.slice(ORIGIN.length)} (${cookie ? unit?.[1] : "anonymous"}) ${body.name}: ${
              body.contentType ?? "no content type"
            } ${JSON.stringify(body.body.slice(0, 160))}${incidents.length ? ` logged ${incidents[0].slice(0, 200)}` : ""}`,
          );
        }
      }
    }
    expect(requests).toBeGreaterThan(actions.length * MALFORMED.length);
    expect(failures, `seed ${SEED}: ${failures.length} server errors`).toEqual([]);
    // The answer is the translated form error page, not a bare status (a few actions check the login or
    // the record before they read the body, and answer with their own page or redirect first).
    expect(formErrorPages.size).toBeGreaterThan(actions.length * 0.6);
  });
});

describe("a client's mistakes the security test found answered with 5xx or an incident", () => {
  const logged: string[] = [];
  beforeEach(() => {
    logged.length = 0;
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(" "));
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("an over-long notification id, a NUL in the CV's name, a GET to an action-only route", async () => {
    const { build } = await virtualBuild();
    const handler = createRequestHandler(build, "production");
    const context = {
      ...testContext({ apiFetch: async (request) => ctx.api.fetch(request) }),
      routeHandles: handleMatcher(build.routes, (id) => build.routes[id]?.module.handle),
    };
    context.portal = { ...context.portal, devTools: false };
    const storage = sessionStorage(context);
    const cookieOf = async (kind: UserKind, issuer: IssuerName, sub: string) => {
      const session = await storage.getSession();
      session.set("apiToken", await login(kind, sub));
      session.set("issuer", issuer);
      session.set("subject", sub);
      session.set("userName", sub);
      if (kind === "company") {
        const me = await ctx.api.fetch(
          new Request("http://internal/api/b2b/v1/me", {
            headers: { authorization: `Bearer ${session.get("apiToken")}` },
          }),
        );
        session.set("activeCompanyId", ((await me.json()) as { companies: { id: string }[] }).companies[0].id);
      }
      return (await storage.commitSession(session)).split(";")[0];
    };
    const applicant = await cookieOf("applicant", "applicant", "applicant-lena");
    const company = await cookieOf("company", "company", "company-olaf");
    const send = (path: string, init: { method?: string; cookie?: string; body?: string } = {}) =>
      handler(
        new Request(`${ORIGIN}${path}`, {
          method: init.method ?? "POST",
          headers: {
            host: "localhost:3000",
            ...(init.body === undefined ? {} : { "content-type": URLENCODED }),
            ...(init.cookie ? { cookie: init.cookie } : {}),
          },
          body: init.body,
        }),
        context,
      );
    const longId = `id=${"a".repeat(3000)}`;
    const answers = [
      await send("/ds/notifications", { cookie: applicant, body: longId }),
      await send("/b2b/notifications", { cookie: company, body: longId }),
      await send("/lebenslauf-generator/input/profil", { body: "firstName=Lena%00&lastName=Lehmann" }),
      await send("/dev/monitoring-error", { method: "GET" }),
    ];
    for (const answer of answers) await answer.text();
    expect(answers.map((a) => a.status < 500)).toEqual([true, true, true, true]);
    // the CV's step says so at the field, the values kept
    expect(answers[2].status).toBe(400);
    expect(logged).toEqual([]);
  });
});
