/**
 * Every form that posts renders its submission key (ADR 055): the `Form` here, or a `SubmissionKey` first
 * in a plain `<form>` or a fetcher's form. Nothing writes the field into the HTML afterwards any more, so a
 * form without it would post without a key, and a proxy that sends it twice would apply it twice.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { SUBMISSION_KEY_FIELD, SUBMISSION_KEY_PATTERN } from "#contracts/submission";
import { Form, SubmissionKey } from "./Form";

const KEY_FIELD = new RegExp(`<input type="hidden" name="${SUBMISSION_KEY_FIELD}" value="([^"]+)"/>`, "g");

async function renderRoute(element: JSX.Element) {
  const routes = [{ path: "/", element }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/"));
  if (context instanceof Response) throw new Error("no page");
  return renderToStaticMarkup(<StaticRouterProvider router={createStaticRouter(routes, context)} context={context} />);
}

describe("the submission key field", () => {
  it("is a hidden field with a fresh key of the contract's shape at every render", () => {
    const keys = Array.from(
      { length: 50 },
      () => [...renderToStaticMarkup(<SubmissionKey />).matchAll(KEY_FIELD)][0][1],
    );
    for (const key of keys) expect(key).toMatch(SUBMISSION_KEY_PATTERN);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("comes first in every Form that posts, one per form, and not in a form that gets", async () => {
    const html = await renderRoute(
      <>
        <Form method="post" action="/a">
          <input name="text" />
        </Form>
        <Form method="POST" action="/b">
          <button type="submit">x</button>
        </Form>
        <Form method="get" action="/search">
          <input name="q" />
        </Form>
      </>,
    );
    const forms = html.match(/<form[^>]*>[\s\S]*?<\/form>/g) ?? [];
    expect(forms).toHaveLength(3);
    expect(forms[0]).toMatch(
      /^<form[^>]*><input type="hidden" name="_submission" value="[0-9a-f]{32}"\/><input name="text"/,
    );
    expect(forms[1]).toMatch(/^<form[^>]*><input type="hidden" name="_submission" value="[0-9a-f]{32}"\/><button/);
    expect(forms[2]).not.toContain(SUBMISSION_KEY_FIELD);
    const keys = [...html.matchAll(KEY_FIELD)].map((m) => m[1]);
    expect(new Set(keys).size).toBe(2);
  });
});

/** Every .tsx module of app/. */
function sources(dir = "app"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(at);
    return entry.name.endsWith(".tsx") && !entry.name.endsWith(".test.tsx") ? [at] : [];
  });
}

describe("the portal's forms", () => {
  const files = sources().map((file) => ({ file, text: readFileSync(file, "utf8") }));

  it("take Form from app/components/ui/Form.tsx, never Remix's own (which renders no key)", () => {
    const remixForm = files.filter(
      ({ file, text }) =>
        !file.endsWith(path.join("ui", "Form.tsx")) &&
        /import\s*\{[^}]*\bForm\b[^}]*\}\s*from\s*"@remix-run\/react"/.test(text),
    );
    expect(remixForm.map(({ file }) => file)).toEqual([]);
  });

  it("render a SubmissionKey first in every plain form and fetcher form that posts", () => {
    const missing: string[] = [];
    let found = 0;
    for (const { file, text } of files) {
      // an opening tag of a plain form or a fetcher's form, up to its end, and the line after it
      for (const tag of text.matchAll(/<(form|\w+\.Form|FormTag)\b((?:[^>]|=>)*?)>\n\s*(.*)/g)) {
        if (!/method="post"/i.test(tag[2])) continue;
        found++;
        const next = tag[3];
        const keyed =
          next.includes("<SubmissionKey />") || (tag[1] === "FormTag" && text.includes("<SubmissionKey />"));
        if (!keyed) missing.push(`${file}: <${tag[1]}${tag[2].slice(0, 40)}…>`);
      }
    }
    expect(found).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });
});
