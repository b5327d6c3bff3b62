import { describe, expect, it } from "vitest";
import { LISTING_IMAGE_MAX_BYTES, listingImageProblem, tooManyImages } from "./image-rules";

describe("listingImageProblem", () => {
  const png = { format: "png", width: 800, height: 600 };
  it("takes JPG, PNG and WebP of a sensible size", () => {
    expect(listingImageProblem(50_000, png)).toBeNull();
    expect(listingImageProblem(50_000, { ...png, format: "jpeg" })).toBeNull();
    expect(listingImageProblem(50_000, { ...png, format: "webp" })).toBeNull();
  });
  it("refuses what the decoder did not recognise as a picture, whatever its name", () => {
    expect(listingImageProblem(500, null)).toBe("Only JPG, PNG and WebP pictures are accepted; this file is not one.");
    expect(listingImageProblem(500, { format: "svg", width: 800, height: 800 })).toMatch(/Only JPG/);
    expect(listingImageProblem(500, { format: "gif", width: 800, height: 800 })).toMatch(/Only JPG/);
  });
  it("says how big is too big", () => {
    expect(listingImageProblem(LISTING_IMAGE_MAX_BYTES + 1, png)).toBe(
      "A picture must be at most 8 MB; this one is 8.0 MB.",
    );
    expect(listingImageProblem(12 * 1024 * 1024, png)).toBe("A picture must be at most 8 MB; this one is 12.0 MB.");
    expect(listingImageProblem(0, png)).toBe("Please choose a picture to upload.");
  });
  it("refuses tiny and enormous canvases", () => {
    expect(listingImageProblem(500, { format: "png", width: 100, height: 800 })).toMatch(/at least 200 × 200/);
    expect(listingImageProblem(500, { format: "png", width: 10_000, height: 10_000 })).toMatch(/too large/);
  });
  it("at most ten per listing", () => {
    expect(tooManyImages(9)).toBeNull();
    expect(tooManyImages(10)).toMatch(/at most 10 pictures/);
  });
});
