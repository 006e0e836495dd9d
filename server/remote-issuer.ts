/**
 * What the API needs of an external provider to verify its ID tokens itself: its keys, the issuer its
 * discovery document states and its userinfo endpoint (claims the ID token lacks). Discovery and
 * userinfo go through openid-client (ADR 050): the document's `issuer` must equal the configured one
 * exactly, and a userinfo answer must name the ID token's subject (a signed one, application/jwt, is
 * verified against the provider's keys). Fetched on first use: the provider may start after us.
 */
import { createRemoteJWKSet, customFetch as joseCustomFetch } from "jose";
import * as oidc from "openid-client";
import { type BackchannelClient, backchannelFetch } from "#contracts/backchannel";
import type { TrustedIssuer } from "../api/app";

export function remoteIssuer(client: BackchannelClient & { clientId: string }) {
  const { issuer, clientId } = client;
  // our own development provider is reached over the server's own address (contracts/backchannel.ts)
  const viaBackchannel = backchannelFetch(client);
  let configuration: Promise<oidc.Configuration> | undefined;
  let keySet: ReturnType<typeof createRemoteJWKSet> | undefined;
  const discovered = () => {
    // plain http only for an issuer configured so (the development providers); signatures checked always
    const execute = [
      ...(new URL(issuer).protocol === "http:" ? [oidc.allowInsecureRequests] : []),
      oidc.enableNonRepudiationChecks,
    ];
    configuration ??= oidc
      .discovery(new URL(issuer), clientId, undefined, oidc.None(), { execute, [oidc.customFetch]: viaBackchannel })
      .then((config) => {
        config[oidc.customFetch] = viaBackchannel;
        return config;
      });
    configuration.catch(() => {
      configuration = undefined;
    });
    return configuration;
  };
  const jwks: TrustedIssuer["jwks"] = async (header, token) => {
    const { jwks_uri } = (await discovered()).serverMetadata();
    if (!jwks_uri) throw new Error(`${issuer} publishes no jwks_uri`);
    keySet ??= createRemoteJWKSet(new URL(jwks_uri), { [joseCustomFetch]: viaBackchannel });
    return keySet(header, token);
  };
  const discoveredIssuer = async () => (await discovered()).serverMetadata().issuer;
  const userinfo = async (accessToken: string, subject: string): Promise<Record<string, unknown>> => {
    const config = await discovered();
    if (!config.serverMetadata().userinfo_endpoint) return {};
    return oidc.fetchUserInfo(config, accessToken, subject);
  };
  return { jwks, discoveredIssuer, userinfo };
}
