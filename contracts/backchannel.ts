/**
 * The server's own requests to an identity provider (discovery, token, keys, userinfo). The issuer of our
 * own development provider is under PUBLIC_URL, the browser's address, which may be unreachable from
 * inside (a container's port mapping, a proxy in front): such a request goes to the server's own listening
 * address instead, telling the provider the public address it serves (X-Forwarded-Host/-Proto: it writes
 * its endpoints from the request's address, and the browser must see the public ones). Any other URL, and
 * every URL of an external provider (no `internalOrigin`), is left as it is.
 */
export interface BackchannelClient {
  issuer: string;
  /** Our own development provider only: the server's own listening address, e.g. http://127.0.0.1:3000. */
  internalOrigin?: string;
}

export function backchannel(client: BackchannelClient, url: string) {
  const target = new URL(url);
  const issuer = new URL(client.issuer);
  if (!client.internalOrigin || target.origin !== issuer.origin) return { url, headers: {} };
  const internal = new URL(client.internalOrigin);
  const headers = { "X-Forwarded-Host": target.host, "X-Forwarded-Proto": target.protocol.replace(/:$/, "") };
  target.protocol = internal.protocol;
  target.host = internal.host;
  return { url: target.toString(), headers };
}

/** `fetch` through the backchannel, for the libraries' own requests (openid-client's and jose's customFetch). */
type FetchOptions = Omit<RequestInit, "headers" | "body"> & { headers?: HeadersInit; body?: unknown };

export function backchannelFetch(client: BackchannelClient) {
  return (url: string, options: FetchOptions = {}): Promise<Response> => {
    const target = backchannel(client, url);
    const headers = new Headers(options.headers);
    for (const [name, value] of Object.entries(target.headers)) headers.set(name, value);
    return fetch(target.url, { ...options, headers } as RequestInit);
  };
}
