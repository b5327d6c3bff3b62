import { describe, expect, it } from "vitest";
import { LISTING_VIDEO_MAX_BYTES, parseVideoLink, sniffVideo, videoFileProblem } from "./video-rules";

const mp4 = () => {
  const b = new Uint8Array(32);
  b.set([0, 0, 0, 0x20], 0);
  b.set(new TextEncoder().encode("ftypisom"), 4);
  return b;
};
const webm = () =>
  new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84, ...new TextEncoder().encode("webm")]);

describe("video links", () => {
  it("accepts YouTube and Vimeo links in their usual shapes and keeps the id", () => {
    expect(parseVideoLink("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3")).toEqual({
      type: "youtube",
      id: "dQw4w9WgXcQ",
    });
    expect(parseVideoLink("https://youtu.be/dQw4w9WgXcQ")).toEqual({ type: "youtube", id: "dQw4w9WgXcQ" });
    expect(parseVideoLink("https://www.youtube.com/shorts/dQw4w9WgXcQ")).toEqual({
      type: "youtube",
      id: "dQw4w9WgXcQ",
    });
    expect(parseVideoLink("https://vimeo.com/76979871")).toEqual({ type: "vimeo", id: "76979871" });
    expect(parseVideoLink("https://player.vimeo.com/video/76979871")).toEqual({ type: "vimeo", id: "76979871" });
  });
  it("refuses other hosts and links without a video, with a sentence", () => {
    expect(parseVideoLink("https://evil.example/watch?v=dQw4w9WgXcQ")).toEqual({
      error: "Only YouTube and Vimeo links are accepted (evil.example is neither); or upload an MP4 or WebM file.",
    });
    expect(parseVideoLink("https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ")).toHaveProperty("error");
    expect(parseVideoLink("https://www.youtube.com/channel/abc")).toEqual({
      error: "That YouTube link does not name a video.",
    });
    expect(parseVideoLink("javascript:alert(1)")).toHaveProperty("error");
    expect(parseVideoLink("not a link")).toHaveProperty("error");
  });
});

describe("video files", () => {
  it("recognises MP4 and WebM by their bytes", () => {
    expect(sniffVideo(mp4())).toBe("mp4");
    expect(sniffVideo(webm())).toBe("webm");
    expect(sniffVideo(new TextEncoder().encode("<html>ftyp</html>"))).toBeNull();
  });
  it("explains an empty, oversized or non-video file", () => {
    expect(videoFileProblem(new Uint8Array())).toBe("The video file is empty.");
    expect(videoFileProblem(new TextEncoder().encode("GIF89a......"))).toBe("That file is not an MP4 or WebM video.");
    const big = new Uint8Array(LISTING_VIDEO_MAX_BYTES + 1);
    big.set(mp4());
    expect(videoFileProblem(big)).toBe("A video must be at most 50 MB; this one is 50.0 MB.");
    expect(videoFileProblem(mp4())).toBeNull();
  });
});
