import { Writable } from "node:stream";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { htmlStream } from "./html-stream.server";

/** A list whose umlauts fall on the renderer's chunk boundaries at one padding or another. */
const list = (pad: number) => (
  <ul>
    {Array.from({ length: 200 }, (_, i) => `${"x".repeat(pad)}Geschäftsführer Öffnung ${i} ß`).map((text) => (
      <li key={text}>{text}</li>
    ))}
  </ul>
);

async function stream(element: JSX.Element, through?: () => NodeJS.ReadWriteStream, chunks: Buffer[] = []) {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  await new Promise<void>((resolve, reject) => {
    sink.on("finish", resolve);
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        if (through) pipe(through()).pipe(sink);
        else pipe(sink);
      },
      onShellError: reject,
    });
  });
  return Buffer.concat(chunks);
}

describe("streamed HTML", () => {
  it("holds NUL bytes from React's renderer without the filter (the filter below has something to do)", async () => {
    const pads = Array.from({ length: 40 }, (_, pad) => pad);
    const raw = await Promise.all(pads.map((pad) => stream(list(pad))));
    expect(raw.filter((html) => html.includes(0)).length).toBeGreaterThan(0);
  });

  it("is, through the filter, exactly what React renders as one string: no NUL, no character lost", async () => {
    for (let pad = 0; pad < 40; pad++) {
      const html = (await stream(list(pad), htmlStream)).toString("utf8");
      expect(html.includes("\0"), `padding ${pad}`).toBe(false);
      expect(html).toBe(renderToStaticMarkup(list(pad)));
    }
  });

  it("passes on what the renderer writes in one go as one chunk (Remix flushes the compression after each)", async () => {
    const raw: Buffer[] = [];
    const joined: Buffer[] = [];
    await stream(list(3), undefined, raw);
    const html = (await stream(list(3), htmlStream, joined)).toString("utf8");
    expect(raw.length).toBeGreaterThan(2);
    expect(joined.length).toBe(1);
    expect(html).toBe(renderToStaticMarkup(list(3)));
  });
});

describe("streamed HTML with forms", () => {
  const forms = (count: number) => (
    <div>
      {Array.from({ length: count }, (_, i) => `/ds/step/${i}`).map((action, i) => (
        <form key={action} method="post" action={action}>
          <input name="text" defaultValue={`Geschäftsführer ${"ä".repeat(i % 7)} ${i}`} />
          <button type="submit">Speichern</button>
        </form>
      ))}
    </div>
  );

  it("changes nothing in a page with forms: no field is added on the way (the form renders its key itself)", async () => {
    const html = (await stream(forms(300), htmlStream)).toString("utf8");
    expect(html).toBe(renderToStaticMarkup(forms(300)));
    expect(html).not.toContain("_submission");
  });
});
