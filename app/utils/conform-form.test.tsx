import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";

const Schema = z.object({ name: z.string().min(2, "validation.minLength"), age: z.coerce.number(), news: z.boolean() });
type Values = { name: string; age: number; news: boolean };

/**
 * What the portal's forms rely on in Conform's own `useForm` (ids `form-name`, values from the defaults or the
 * server's reply, field and form errors): the error summary's links and the fields' error ids depend on it.
 */

/** What the form renders on the server (the page without JavaScript, and the first render in the browser). */
function render(options: { lastResult?: SubmissionResult<string[]>; defaultValue?: Partial<Values> }) {
  function Probe() {
    const [form, fields] = useForm<Values>({ id: "probe", ...options });
    const props = getFormProps(form);
    const field = (name: keyof Values) =>
      `${fields[name].id}|${fields[name].name}|${String(fields[name].initialValue)}|${fields[name].errors?.join(",") ?? ""}`;
    return (
      <form id={props.id} noValidate={props.noValidate} aria-describedby={props["aria-describedby"]}>
        {[field("name"), field("age"), field("news"), `form:${form.errors?.join(",") ?? ""}`].join(";")}
      </form>
    );
  }
  return renderToString(<Probe />);
}

/** The server's reply to a submission, exactly as an action sends it. */
function reply(entries: Record<string, string>, formErrors?: string[]) {
  const formData = new FormData();
  for (const [key, value] of Object.entries(entries)) formData.set(key, value);
  return parseWithZod(formData, { schema: Schema }).reply(formErrors ? { formErrors } : undefined);
}

describe("Conform's useForm as the portal uses it", () => {
  it("fills fields from the default values, serialised as Conform did (numbers as text, true as on)", () => {
    const html = render({ defaultValue: { name: "Lena", age: 19, news: true } });
    expect(html).toContain("probe-name|name|Lena|;probe-age|age|19|;probe-news|news|on|;form:");
    expect(html).toContain('id="probe"');
    expect(html).not.toContain("aria-describedby");
  });

  it("shows the server's reply: the submitted values over the defaults, its field and form errors", () => {
    const lastResult = reply({ name: "L", age: "20" }, ["validation.dataNotTransferred"]);
    const html = render({ lastResult, defaultValue: { name: "Lena", age: 19 } });
    expect(html).toContain("probe-name|name|L|validation.minLength;");
    expect(html).toContain("probe-age|age|20|;");
    expect(html).toContain("form:validation.dataNotTransferred");
    expect(html).toContain('aria-describedby="probe-error"');
  });
});
