/** Helpers of the identity-provider tests: a tiny cookie jar, PKCE, a test server. */
import { createHash, randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import express, { type RequestHandler, type Router } from "express";
import type { IdentityProviderClient, IssuerName } from "./index";

export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [k, v] = a.trim().split("=");
        return (
          (k.toLowerCase() === "expires" && Date.parse(v) < Date.now()) ||
          (k.toLowerCase() === "max-age" && Number(v) <= 0)
        );
      });
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  names(): string[] {
    return [...this.cookies.keys()];
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

export const pkcePair = () => {
  const verifier = randomBytes(32).toString("base64url");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  return { verifier, challenge };
};

export interface TestServer {
  baseUrl: string;
  setRouter(router: Router): void;
  close(): Promise<void>;
}

/** Starts an express app on 127.0.0.1, port 0; the /idp router is plugged in once the port (and so the issuer URL) is known. */
export async function startServer(before?: RequestHandler): Promise<TestServer> {
  let current: Router | undefined;
  const app = express();
  if (before) app.use(before);
  app.use("/idp", (req, res, next) => (current ? current(req, res, next) : next()));
  // Stand-in for the portal's callback and post-logout pages.
  app.get("/auth/:name/callback", (req, res) => {
    res.type("text").send(`callback ${req.params.name} ${req.query.code ? "code" : `error=${req.query.error}`}`);
  });
  app.get("/", (_req, res) => {
    res.type("text").send("portal");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    setRouter(router) {
      current = router;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export const testClients = (baseUrl: string): Record<IssuerName, IdentityProviderClient> => {
  const client = (name: IssuerName): IdentityProviderClient => ({
    clientId: `portal-${name}`,
    clientSecret: `secret-of-${name}-0123456789abcdef`,
    redirectUris: [`${baseUrl}/auth/${name}/callback`],
    postLogoutRedirectUris: [`${baseUrl}/`],
  });
  return { applicant: client("applicant"), company: client("company"), staff: client("staff") };
};

/** The value of a hidden/plain input in a page. */
export const inputValue = (html: string, name: string): string | undefined =>
  new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1];

/** The action of the form whose action matches `pattern`. */
export const formAction = (html: string, pattern: RegExp): string | undefined =>
  [...html.matchAll(/<form[^>]*action="([^"]+)"/g)].map((m) => m[1]).find((a) => pattern.test(a));
