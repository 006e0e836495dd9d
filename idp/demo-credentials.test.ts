/**
 * A demonstration instance in production (DEMO_LOGIN=true) runs these providers, but its login page
 * prints neither the demo accounts nor their shared password; in development both are there.
 */
import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD, demoAccountsOf } from "#contracts";
import { loginPage } from "./pages";

const page = (demoPassword: string | null) =>
  loginPage({
    lang: "de",
    cssHref: "/idp/static/idp.css",
    issuer: "applicant",
    action: "/idp/applicant/interaction/x/login",
    abortAction: "/idp/applicant/interaction/x/abort",
    email: "",
    errors: {},
    accounts: demoPassword === null ? [] : demoAccountsOf("applicant"),
    demoPassword,
  });

describe("the login page's demo credentials", () => {
  it("are printed in development", () => {
    const html = page(DEMO_PASSWORD);
    expect(html).toContain(`<code>${DEMO_PASSWORD}</code>`);
    expect(html).toContain(demoAccountsOf("applicant")[0].email);
  });

  it("are not printed when the server says so (production), and the form stays", () => {
    const html = page(null);
    expect(html).not.toContain(DEMO_PASSWORD);
    expect(html).not.toContain(demoAccountsOf("applicant")[0].email);
    expect(html).not.toContain('id="demo-heading"');
    expect(html).toContain('autocomplete="current-password"');
  });
});
