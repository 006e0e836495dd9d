import { describe, expect, it } from "vitest";
import { dataRequestUrl, jpegName, scaledSize, secondsLeft } from "./upload";

describe("uploads for slow links", () => {
  it("draws a camera photo at 2000 px on its longest side, keeping its proportions, never enlarging", () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: 2000, height: 1500 });
    expect(scaledSize(3024, 4032)).toEqual({ width: 1500, height: 2000 });
    expect(scaledSize(1200, 800)).toEqual({ width: 1200, height: 800 });
    expect(scaledSize(2001, 1)).toEqual({ width: 2000, height: 1 });
  });

  it("names the smaller photo .jpg", () => {
    expect(jpegName("IMG_0001.PNG")).toBe("IMG_0001.jpg");
    expect(jpegName("zeugnis.seite1.jpeg")).toBe("zeugnis.seite1.jpg");
    expect(jpegName("scan")).toBe("scan.jpg");
  });

  it("posts to the data request of the form's own action, its query kept", () => {
    expect(dataRequestUrl("/ds/documents/upload?returnTo=%2Fds%2Fdocuments", "http://x")).toBe(
      "/ds/documents/upload.data?returnTo=%2Fds%2Fdocuments",
    );
    expect(dataRequestUrl("http://x/b2b/company/picture", "http://x")).toBe("/b2b/company/picture.data");
  });

  it("tells the time left at the speed so far, and nothing before there is a speed", () => {
    expect(secondsLeft(0, 5_000_000, 1000)).toBeNull();
    expect(secondsLeft(100, 5_000_000, 10)).toBeNull();
    expect(secondsLeft(1_000_000, 5_000_000, 2000)).toBe(8);
    expect(secondsLeft(5_000_000, 5_000_000, 3000)).toBe(0);
  });
});
