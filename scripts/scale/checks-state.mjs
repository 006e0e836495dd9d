/**
 * Checks a–d: what one instance keeps, the other finds — the login (portal session and the provider's
 * own sessions), the login rate limit, a form kept across an expired login, and an uploaded document.
 * Each check answers a one-line detail or throws an Error whose message says what went wrong.
 */
import fs from "node:fs";
import path from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { tinyPdf } from "../../api/uploads/test-files.ts";
import { cookieHeader, demoPassword, LENA, logIn } from "./browser.mjs";
import { query } from "./infra.mjs";

/** "127.0.0.1:4711" (or "…:4711, 127.0.0.1:4712" when nginx retried) as instance names: "A", "B→A". */
export const upstreamName = (ctx, upstream = "") =>
  upstream
    .split(/,\s*/)
    .map((address) => [ctx.a, ctx.b].find((i) => address.endsWith(`:${i.port}`))?.name ?? address)
    .join("→");

/** a. A login through nginx (its steps alternate between A and B) holds on A and on B alone. */
export async function loginHoldsOnBoth(ctx) {
  const { steps, html } = await logIn(ctx.context, ctx.nginx.url, "/ds/home", LENA, demoPassword());
  if (!html.includes("Lena")) throw new Error("the page after the login does not name Lena");
  const servedBy = steps.map((s) => upstreamName(ctx, s.upstream));
  // the provider's interaction (started on one instance, posted to, resumed) must have crossed instances
  if (!servedBy.includes("A") || !servedBy.includes("B"))
    throw new Error(`all login steps went to one instance: ${servedBy.join(" ")}`);
  ctx.cookies = await ctx.context.cookies();
  const results = [];
  for (const instance of [ctx.a, ctx.b]) {
    const response = await fetch(`${instance.url}/ds/home`, {
      headers: { cookie: cookieHeader(ctx.cookies, "/ds/home") },
      redirect: "manual",
    });
    const body = await response.text();
    if (response.status !== 200 || !body.includes("Lena"))
      throw new Error(
        `${instance.name} answered /ds/home with ${response.status} ${response.headers.get("location") ?? ""}`,
      );
    results.push(`${instance.name} 200`);
  }
  return `${steps.length} login steps via nginx: ${servedBy.join(" ")}; /ds/home with the cookies: ${results.join(", ")} (Lena)`;
}

/** b. The login limit (30 per address and minute) counts on both instances together. */
export async function loginLimitShared(ctx) {
  const address = "198.51.100.31"; // TEST-NET-2: no real client; the database is new, so is its window
  const attempt = async (instance, i) => {
    const response = await fetch(`${instance.url}/idp/applicant/interaction/scale-${i}/login`, {
      method: "POST",
      headers: { "X-Forwarded-For": address, "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=nobody%40example.org&password=wrong",
      redirect: "manual",
    });
    await response.arrayBuffer();
    return response;
  };
  const statuses = [];
  for (let i = 0; i < 30; i++) {
    const response = await attempt(i % 2 === 0 ? ctx.a : ctx.b, i);
    if (response.status === 429) throw new Error(`attempt ${i + 1} already got 429`);
    statuses.push(response.status);
  }
  const last = await attempt(ctx.a, 30);
  const retryAfter = last.headers.get("retry-after");
  if (last.status !== 429 || !retryAfter)
    throw new Error(`the 31st attempt got ${last.status} (Retry-After: ${retryAfter ?? "none"}), expected 429`);
  return `30 attempts alternately on A and B answered ${[...new Set(statuses)].join("/")}; the 31st (A): 429, Retry-After ${retryAfter} s`;
}

const DATA_PAGE = "/ds/application/data/1";
const pendingCount = async (ctx) => Number((await query(ctx.pg.url, "select count(*) from pending_forms"))[0].count);

/**
 * c. A form posted to A after the login expired is kept by A in the table pending_forms (it is over
 * the 1000 bytes the session cookie carries), and shown by B after the new login. The halves are forced
 * apart: the post goes to A directly, the login's redirects through nginx (as a browser at the public
 * address follows them) up to the page, and the page itself is then asked of B directly. B can only know
 * the text through the database: the session cookie names the row, A's memory is out of reach.
 */
export async function pendingFormShared(ctx) {
  // A second browser context with the provider's session but no portal session: Lena's login has expired
  // (as tests/e2e/expired-login.spec.ts does it), the provider still knows her, the new login is silent.
  const context = await ctx.browser.newContext();
  try {
    await context.addCookies(ctx.cookies.filter((c) => c.name !== "tandem_session"));
    const token = `scale-${ctx.runId}`;
    const form = {
      intent: "save",
      placeOfBirth: `Regensburg an der Donau ${token}`,
      // long enough that the form cannot travel in the session cookie (MAX_COOKIE_STASH_BYTES = 1000)
      shippingStreet: `Am sehr langen Weg ${"1234567890 ".repeat(120)}${token}`,
    };
    const before = await pendingCount(ctx);
    const posted = await context.request.post(`${ctx.a.url}${DATA_PAGE}`, { form, maxRedirects: 0 });
    const location = posted.headers().location ?? "";
    if (posted.status() !== 302 || !location.startsWith("/auth/applicant/login") || location.includes("formNotKept"))
      throw new Error(`A answered the post with ${posted.status()} ${location}`);
    const kept = await pendingCount(ctx);
    if (kept !== before + 1)
      throw new Error(`pending_forms holds ${kept} rows after A's answer, expected ${before + 1}`);

    let url = new URL(location, ctx.nginx.url);
    const hops = [];
    while (url.pathname !== DATA_PAGE) {
      if (hops.length >= 10) throw new Error(`the login did not return to ${DATA_PAGE}: ${hops.join(" → ")}`);
      const response = await context.request.get(url.href, { maxRedirects: 0 });
      hops.push(`${url.pathname} (${upstreamName(ctx, response.headers()["x-upstream"])})`);
      const next = response.headers().location;
      if (!next) throw new Error(`${url.pathname} answered ${response.status()} without a redirect`);
      url = new URL(next, url);
    }
    const page = await context.request.get(`${ctx.b.url}${DATA_PAGE}`, { maxRedirects: 0 });
    const html = await page.text();
    if (page.status() !== 200) throw new Error(`B answered ${DATA_PAGE} with ${page.status()}`);
    if (!html.includes(form.placeOfBirth) || !html.includes(form.shippingStreet))
      throw new Error(`B's ${DATA_PAGE} does not show the text posted to A`);
    const left = await pendingCount(ctx);
    if (left !== before) throw new Error(`pending_forms still holds ${left} rows after B read the form`);
    return `post to A kept ${Buffer.byteLength(JSON.stringify(form))} bytes in pending_forms; login via nginx (${hops.length} hops); B shows the text, row taken`;
  } finally {
    await context.close();
  }
}

/** Every file under `dir` (none when it does not exist). */
const filesUnder = (dir) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true }).filter((f) => fs.statSync(path.join(dir, f)).isFile())
    : [];

/** d. A document uploaded through A is listed and read through B, and lives in the object store only. */
export async function documentShared(ctx) {
  const name = `scale-${ctx.runId}.pdf`;
  const pdf = tinyPdf(`scale test ${ctx.runId}`);
  const form = new FormData();
  form.set("returnTo", "/ds/documents");
  form.set("category", "CV");
  form.set("file", new Blob([pdf], { type: "application/pdf" }), name);
  // the form of app/features/documents/DocumentUploadForm.tsx, as tests/e2e/documents.spec.ts fills it
  const upload = await fetch(`${ctx.a.url}/ds/documents/upload?returnTo=%2Fds%2Fdocuments`, {
    method: "POST",
    body: form,
    headers: { cookie: cookieHeader(ctx.cookies, "/ds/documents/upload") },
    redirect: "manual",
  });
  await upload.arrayBuffer();
  if (![302, 303].includes(upload.status) || !upload.headers.get("location")?.startsWith("/ds/documents"))
    throw new Error(`A answered the upload with ${upload.status} ${upload.headers.get("location") ?? ""}`);

  const list = await fetch(`${ctx.b.url}/ds/documents`, {
    headers: { cookie: cookieHeader(ctx.cookies, "/ds/documents") },
    redirect: "manual",
  });
  const html = await list.text();
  const link = html.match(new RegExp(`href="(/documents/[0-9a-f-]{36}/preview)"[^>]*>${name.replace(/\./g, "\\.")}<`));
  if (list.status !== 200 || !link) throw new Error(`B's /ds/documents (${list.status}) does not list ${name}`);
  const preview = await fetch(`${ctx.b.url}${link[1]}`, {
    headers: { cookie: cookieHeader(ctx.cookies, link[1]) },
    redirect: "manual",
  });
  const bytes = Buffer.from(await preview.arrayBuffer());
  if (preview.status !== 200 || !bytes.equals(pdf))
    throw new Error(
      `B's preview answered ${preview.status} with ${bytes.length} bytes, not the ${pdf.length} uploaded`,
    );

  const [row] = await query(ctx.pg.url, "select storage_key from documents where name = $1", [name]);
  if (!row) throw new Error(`no documents row named ${name}`);
  const keys = [];
  let ContinuationToken;
  do {
    const page = await ctx.s3.client.send(new ListObjectsV2Command({ Bucket: ctx.s3.bucket, ContinuationToken }));
    keys.push(...(page.Contents ?? []).map((o) => o.Key));
    ContinuationToken = page.NextContinuationToken;
  } while (ContinuationToken);
  if (!keys.some((key) => key.endsWith(row.storage_key)))
    throw new Error(`the bucket (${keys.length} objects) lacks the document's key ${row.storage_key}`);

  // an instance keeps nothing of its own: no document, no kept form, no key, no secret
  for (const instance of [ctx.a, ctx.b]) {
    const local = filesUnder(instance.dataDir);
    if (local.length > 0) throw new Error(`${instance.name}'s DATA_DIR holds files: ${local.join(", ")}`);
  }
  return `uploaded to A (${pdf.length} bytes), listed and previewed by B byte for byte; in the bucket (${keys.length} objects); both DATA_DIRs empty`;
}
