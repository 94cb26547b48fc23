import { describe, expect, it } from "vitest";
import { imageSrcSet } from "./article-card";

describe("article photo sources", () => {
  it("offers the photo host's own resized images, keeping the other parameters", () => {
    expect(imageSrcSet("https://images.unsplash.com/photo-1?auto=format&fit=crop&w=1200&q=80")).toBe(
      [480, 800, 1200].map((width) => `https://images.unsplash.com/photo-1?auto=format&fit=crop&w=${width}&q=80 ${width}w`).join(", "),
    );
  });

  it("offers nothing more for an address that does not resize", () => {
    expect(imageSrcSet("https://example.com/photo.jpg")).toBeUndefined();
    expect(imageSrcSet("not a url")).toBeUndefined();
  });
});
