import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type Texts, TranslationProvider, type TranslationStore } from "~/i18n/translation";
import { VideoPlayer } from "./VideoPlayer";

const common = JSON.parse(readFileSync("locales/de/common.json", "utf8")) as Texts;
const store: TranslationStore = { get: (_lng, ns) => (ns === "common" ? common : undefined), load: async () => {} };
const render = (src: string | null) =>
  renderToStaticMarkup(
    <TranslationProvider store={store} lng="de">
      <VideoPlayer src={src} title="Training" />
    </TranslationProvider>,
  );

describe("the video modal's player (docs/product.md#error-catalogue: an error when no source is given)", () => {
  it("shows the translated error, as an alert, without a source", () => {
    const html = render(null);
    expect(html).toContain('role="alert"');
    expect(html).toContain("Das Video kann gerade nicht abgespielt werden.");
    expect(html).not.toContain("<video");
  });
  it("plays a given source with controls", () => {
    const html = render("/media/training.mp4");
    expect(html).toContain('<video controls="" preload="none" src="/media/training.mp4" title="Training"');
    expect(html).not.toContain('role="alert"');
  });
});
