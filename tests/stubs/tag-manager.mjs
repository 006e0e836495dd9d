/**
 * A stand-in for a tag manager on loopback, for the browser journeys (never the real one: tests call no
 * external host). Its own origin, so the portal's CSP and consent rules are tested as with the real
 * service. Like a tag manager it sets an analytics cookie on the visited site: by script (`/gtm.js`,
 * through document.cookie) and, without JavaScript, by its no-script frame (`/ns.html`).
 * Usage: PORT=3101 node tests/stubs/tag-manager.mjs
 */
import { createServer } from "node:http";

export const STUB_COOKIE = "_ga";
const port = Number(process.env.PORT ?? 3101);

const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
  if (url.pathname === "/health") {
    res.writeHead(200, { "Content-Type": "text/plain" }).end("ok");
  } else if (url.pathname === "/gtm.js") {
    const id = (url.searchParams.get("id") ?? "").replace(/[^A-Z0-9-]/g, "");
    res.writeHead(200, { "Content-Type": "text/javascript", "Cache-Control": "no-store" });
    res.end(
      `window.dataLayer=window.dataLayer||[];window.dataLayer.push({event:"stub.loaded",id:${JSON.stringify(id)}});` +
        `document.cookie="${STUB_COOKIE}=GA1.1.stub-js; path=/; max-age=86400; samesite=lax";`,
    );
  } else if (url.pathname === "/ns.html") {
    res.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Set-Cookie": `${STUB_COOKIE}=GA1.1.stub-nojs; Path=/; Max-Age=86400; SameSite=Lax`,
    });
    res.end("<!doctype html><title>tag manager</title>");
  } else {
    res.writeHead(404).end();
  }
});
server.listen(port, "127.0.0.1");
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.close(() => process.exit(0)));
