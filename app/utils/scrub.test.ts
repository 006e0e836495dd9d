import { describe, expect, it } from "vitest";
import {
  FILTERED,
  knownNames,
  scrubBreadcrumb,
  scrubEvent,
  scrubLog,
  scrubText,
  scrubValue,
  stripQuery,
} from "./scrub";

const NAME = "Olaf Ostermann";
const EMAIL = "olaf.ostermann@muster-maschinenbau.example";
const PHONE = "+49 711 5550100";
const IBAN = "DE89370400440532013000";
const JWT = "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJjb21wYW55LW9sYWYifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ";

describe("scrubText", () => {
  it("replaces e-mail addresses, phone numbers, IBANs and tokens in free text", () => {
    const text = `failed for ${EMAIL}, call ${PHONE} or 0171/1234567, pay to ${IBAN} (de89 3704 0044 0532 0130 00); token ${JWT}`;
    const out = scrubText(text);
    for (const secret of [EMAIL, PHONE, "0171/1234567", IBAN, "de89 3704 0044 0532 0130 00", JWT]) {
      expect(out).not.toContain(secret);
    }
    expect(out).toBe("failed for [email], call [phone] or [phone], pay to [iban] ([iban]); token [Filtered]");
  });

  it("removes query strings, bearer credentials and long opaque ids", () => {
    expect(scrubText("GET /b2b/company/payment?owner=Olaf&mail=x failed")).toBe(
      "GET /b2b/company/payment?[Filtered] failed",
    );
    expect(scrubText("Authorization: Bearer abc.def-123")).toBe(`Authorization: Bearer ${FILTERED}`);
    expect(scrubText("session 6f1c2b9e8d7a4c3b2a1f0e9d8c7b6a5f4e3d")).toBe(`session ${FILTERED}`);
  });

  it("keeps what finds the fault: messages, paths, line numbers, dates, short numbers, incident ids", () => {
    const text =
      "TypeError: x is undefined at /build/routes/b2b.company-ABC123.js:12:3456 on 2026-11-24 (status 500, 3 files) incident 3f2a0123-4567-4890-a123-456789abcdef";
    expect(scrubText(text)).toBe(text);
  });

  it("removes the known names, whole and word by word, in any case", () => {
    const known = knownNames([NAME]);
    expect(scrubText(`Olaf Ostermann saved; OLAF again; ostermann's file; Olafur stays`, known)).toBe(
      "[name] saved; [name] again; [name]'s file; Olafur stays",
    );
    expect(knownNames([null, "", "  "])).toBeNull();
  });
});

describe("scrubValue", () => {
  it("replaces values under personal or secret field names, deeply, and scrubs other strings", () => {
    const value = {
      firstName: "Olaf",
      last_name: "Ostermann",
      contact: { "e-mail": EMAIL, phone: PHONE, note: `write to ${EMAIL}` },
      bank: [{ iban: IBAN, bic: "COBADEFFXXX" }],
      password: "tandem",
      accessToken: JWT,
      value: "typed into a field",
      filename: "cv.pdf",
      status: 500,
    };
    expect(scrubValue(value)).toEqual({
      firstName: FILTERED,
      last_name: FILTERED,
      contact: { "e-mail": FILTERED, phone: FILTERED, note: "write to [email]" },
      bank: [{ iban: FILTERED, bic: FILTERED }],
      password: FILTERED,
      accessToken: FILTERED,
      value: FILTERED,
      filename: "cv.pdf",
      status: 500,
    });
  });

  it("stops at a depth (cyclic values do not loop)", () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(JSON.stringify(scrubValue(cyclic))).toContain(FILTERED);
  });
});

describe("scrubEvent", () => {
  it("leaves no personal data in a server error event with request, user, breadcrumbs and extra", () => {
    const event = scrubEvent(
      {
        message: `mail ${EMAIL}`,
        exception: { values: [{ type: "Error", value: `failed for ${EMAIL} ${PHONE} ${IBAN}` }] },
        request: {
          url: `http://localhost/dev/monitoring-error?name=${encodeURIComponent(NAME)}`,
          query_string: `name=${NAME}`,
          data: `name=${NAME}&email=${EMAIL}`,
          cookies: { __session: "sealed" },
          headers: {
            cookie: "__session=sealed",
            authorization: `Bearer ${JWT}`,
            "user-agent": "Chromium",
            referer: `/x?name=${NAME}`,
          },
        },
        user: { email: EMAIL, username: NAME, ip_address: "127.0.0.1" },
        breadcrumbs: [
          {
            category: "console",
            level: "warning",
            message: `warn ${EMAIL}`,
            data: { arguments: [`warn ${PHONE}`, { name: NAME }] },
          },
          { category: "console", level: "log", message: "a plain console.log is not forwarded" },
          { category: "navigation", data: { from: "/a?mail=x", to: `/b?name=${NAME}` } },
        ],
        extra: { formData: { name: NAME } },
      },
      knownNames([NAME]),
    );
    const text = JSON.stringify(event);
    for (const secret of [NAME, "Olaf", "Ostermann", EMAIL, PHONE, IBAN, JWT, "sealed"])
      expect(text).not.toContain(secret);
    expect(event.request?.url).toBe("http://localhost/dev/monitoring-error");
    expect(event.request?.headers).toEqual({ "user-agent": "Chromium" });
    expect(event.exception?.values?.[0]?.value).toBe("failed for [email] [phone] [iban]");
    expect(event.breadcrumbs?.map((b) => b.category)).toEqual(["console", "navigation"]);
    expect(event.user).toBeUndefined();
  });
});

describe("scrubBreadcrumb and scrubLog", () => {
  it("keeps console debug, warning and error breadcrumbs (scrubbed) and drops log and info", () => {
    for (const level of ["debug", "warning", "error"]) {
      expect(scrubBreadcrumb({ category: "console", level, message: EMAIL })?.message).toBe("[email]");
    }
    expect(scrubBreadcrumb({ category: "console", level: "log", message: "x" })).toBeNull();
    expect(scrubBreadcrumb({ category: "console", level: "info", message: "x" })).toBeNull();
    expect(scrubBreadcrumb({ category: "fetch", data: { url: "/ds/documents?token=x" } })?.data).toEqual({
      url: "/ds/documents?[Filtered]",
    });
  });

  it("scrubs a forwarded console message and its parameters", () => {
    const message = Object.assign(new String(`warn ${EMAIL}`), { __sentry_template_string__: "warn %s" });
    const log = scrubLog({ message, attributes: { "sentry.message.parameter.0": EMAIL, "sentry.release": "2.8.0" } });
    expect(log).toEqual({
      message: "warn [email]",
      attributes: { "sentry.message.parameter.0": "[email]", "sentry.release": "2.8.0" },
    });
  });

  it("strips query and fragment from an address", () => {
    expect(stripQuery("https://portal.example/ds?t=abc#top")).toBe("https://portal.example/ds");
  });
});
