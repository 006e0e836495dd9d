import { describe, expect, it } from "vitest";
import { THUMBNAIL_TRANSFORMATION, thumbnailUrl } from "./thumbnail";

const BASE = "https://res.cloudinary.com/tandem/image/upload";

describe("thumbnailUrl", () => {
  it("rewrites a picture of the image host to a 500×500 face-cropped round thumbnail with zoom 0.7", () => {
    expect(THUMBNAIL_TRANSFORMATION).toBe("c_thumb,g_face,h_500,w_500,r_max,z_0.7");
    expect(thumbnailUrl(`${BASE}/v1712/advisors/anna.jpg`)).toBe(
      `${BASE}/c_thumb,g_face,h_500,w_500,r_max,z_0.7/v1712/advisors/anna.jpg`,
    );
    expect(thumbnailUrl(`${BASE}/advisors/anna.jpg?x=1`)).toBe(
      `${BASE}/c_thumb,g_face,h_500,w_500,r_max,z_0.7/advisors/anna.jpg?x=1`,
    );
  });

  it("replaces earlier transformations and gives the same address when applied twice", () => {
    const once = thumbnailUrl(`${BASE}/w_1200,h_800,c_fill/q_auto/v1712/anna.jpg`);
    expect(once).toBe(`${BASE}/c_thumb,g_face,h_500,w_500,r_max,z_0.7/v1712/anna.jpg`);
    expect(thumbnailUrl(once)).toBe(once);
  });

  it("leaves every other address as it is", () => {
    for (const address of [
      "/images/advisor.png",
      "https://example.org/image/upload/anna.jpg",
      "http://res.cloudinary.com/tandem/image/upload/anna.jpg",
      "https://res.cloudinary.com/tandem/video/upload/clip.mp4",
      "not a url",
      "",
    ]) {
      expect(thumbnailUrl(address)).toBe(address);
    }
  });

  it("works for a configured host", () => {
    expect(thumbnailUrl("https://img.example/demo/image/upload/a.png", "img.example")).toBe(
      "https://img.example/demo/image/upload/c_thumb,g_face,h_500,w_500,r_max,z_0.7/a.png",
    );
  });
});
