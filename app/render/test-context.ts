/** A portal load context for unit tests of server modules (no server, no API unless one is given). */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AppLoadContext } from "@remix-run/node";
import type { PortalConfig } from "~/render/context";
import { DirectoryPendingFormStore } from "~/session/pending-form-directory.server";

export function testContext(overrides: Partial<PortalConfig> = {}): AppLoadContext {
  const portal: PortalConfig = {
    publicUrl: "http://localhost:3000",
    secure: false,
    production: false,
    sessionSecret: "test-secret-test-secret-test-secret",
    oidc: {
      applicant: { issuer: "http://localhost:3000/idp/applicant", clientId: "a", clientSecret: "a" },
      company: { issuer: "http://localhost:3000/idp/company", clientId: "c", clientSecret: "c" },
      staff: { issuer: "http://localhost:3000/idp/staff", clientId: "s", clientSecret: "s" },
    },
    companyHosts: [],
    businessPortalHosts: [],
    supportEmail: "support@tandem.example",
    devTools: true,
    environment: "local",
    apiUrl: "http://localhost:3000/api",
    apiFetch: (request) => fetch(request),
    pendingForms: new DirectoryPendingFormStore(
      path.join(mkdtempSync(path.join(tmpdir(), "tandem-portal-")), "pending-forms"),
    ),
    ...overrides,
  };
  // No route manifest: no page declares anything (tests of guards pass their own matcher).
  return { cspNonce: "", requestId: "test", criticalCss: "", portal, routeHandles: () => [], optionLists: new Map() };
}
