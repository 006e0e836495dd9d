import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSafeReturnPath, safeReturnPath } from "./return-path";
import { HOSTILE_RETURN_PATHS } from "./return-path.vectors";

const ORIGIN = "https://tandem.example";
const HOME = "/ds/home";
const CONTROL = /\p{Cc}/u;

/** What a browser does with the answer: resolve the Location against the page's address. */
function expectLocal(out: string) {
  expect(out.startsWith("/")).toBe(true);
  expect(out.startsWith("//")).toBe(false);
  expect(CONTROL.test(out)).toBe(false);
  expect(out.includes("\\")).toBe(false);
  const resolved = new URL(out, ORIGIN);
  expect(resolved.origin).toBe(ORIGIN);
  expect(resolved.pathname.startsWith("//")).toBe(false);
}

describe("safeReturnPath", () => {
  it("keeps same-origin paths with query and fragment", () => {
    for (const good of [
      "/",
      "/ds/home",
      "/ds/home?x=1",
      "/b2b/job-openings/5/overview#top",
      "/b2b/company-select?returnTo=%2Fb2b%2Fjob-openings",
      "/b2b/help/%C3%BCber",
      "/?lng=en",
      // a path segment, not user info: it stays on this origin
      "/@evil.example",
    ]) {
      expect(safeReturnPath(good, HOME)).toBe(good);
    }
  });

  it(`refuses ${Object.keys(HOSTILE_RETURN_PATHS).length} named hostile vectors`, () => {
    expect(Object.keys(HOSTILE_RETURN_PATHS).length).toBeGreaterThanOrEqual(30);
    for (const [name, vector] of Object.entries(HOSTILE_RETURN_PATHS)) {
      expect(safeReturnPath(vector, HOME), name).toBe(HOME);
    }
  });

  it("refuses non-strings", () => {
    for (const bad of [null, undefined, 42, {}, ["/ds/home"]]) expect(safeReturnPath(bad, HOME)).toBe(HOME);
  });

  const hostilePiece = fc.constantFrom(
    "/",
    "//",
    "\\",
    "%2F",
    "%2f",
    "%5C",
    "%25",
    "%252F",
    "%09",
    "%0A",
    "%0D",
    "\t",
    "\n",
    "\r",
    "\u0000",
    "\u202E",
    "\u200B",
    "\uFF0F",
    "\u2044",
    "%E3%80%82",
    "%EF%BC%8F",
    ".",
    "..",
    ":",
    "@",
    "?",
    "#",
    "http:",
    "javascript:",
    "evil.example",
    " ",
    "%",
    "%E2%80%AE",
  );
  const hostileString = fc.oneof(
    fc.array(hostilePiece, { maxLength: 12 }).map((parts) => parts.join("")),
    fc
      .tuple(fc.array(hostilePiece, { maxLength: 6 }), fc.string({ unit: "binary", maxLength: 20 }))
      .map(([parts, tail]) => parts.join("") + tail),
    fc.string({ unit: "binary", maxLength: 40 }),
    fc.webUrl().map((u) => u.replace(/^https?:/, "")),
    fc.webUrl(),
  );

  it("answers a local path for any generated input (property)", () => {
    fc.assert(
      fc.property(hostileString, (input) => {
        expectLocal(safeReturnPath(input, HOME));
      }),
      { numRuns: 5000 },
    );
  });

  it("whatever it accepts resolves to this origin, also through a second decoding (property)", () => {
    fc.assert(
      fc.property(hostileString, (input) => {
        if (!isSafeReturnPath(input)) return;
        expect(input).toBe(safeReturnPath(input, HOME));
        expectLocal(decodeURIComponent(input));
      }),
      { numRuns: 5000 },
    );
  });

  it("keeps every ordinary path of the portal (property)", () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/${segments.join("/")}`;
        expect(safeReturnPath(path, HOME)).toBe(path);
      }),
    );
  });
});
