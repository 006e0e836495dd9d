import { describe, expect, it } from "vitest";
import { backchannel } from "./backchannel";

describe("backchannel: the server's requests to an identity provider", () => {
  const own = { issuer: "https://tandem.example:8443/idp/applicant", internalOrigin: "http://127.0.0.1:3000" };

  it("go to our own development provider over the server's own address, naming the public one", () => {
    expect(backchannel(own, "https://tandem.example:8443/idp/applicant/token")).toEqual({
      url: "http://127.0.0.1:3000/idp/applicant/token",
      headers: { "X-Forwarded-Host": "tandem.example:8443", "X-Forwarded-Proto": "https" },
    });
  });

  it("leave every other address as it is", () => {
    // another origin than the issuer's (a provider's endpoint elsewhere)
    expect(backchannel(own, "https://keys.example/jwks")).toEqual({ url: "https://keys.example/jwks", headers: {} });
    // an external provider
    const external = { issuer: "https://login.example/realms/a" };
    expect(backchannel(external, "https://login.example/realms/a/token")).toEqual({
      url: "https://login.example/realms/a/token",
      headers: {},
    });
  });
});
