/**
 * Pure rules for a listing's videos: which links are accepted (YouTube and Vimeo only, stored as the
 * id the product page's player embeds) and which uploaded files are videos (by their bytes, not their name).
 */

export const LISTING_VIDEO_MAX_BYTES = 50 * 1024 * 1024;
export const MAX_VIDEOS_PER_LISTING = 5;

export type VideoLink = { type: "youtube" | "vimeo"; id: string };

const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const REFUSED = "Paste a YouTube or Vimeo video link (for example https://www.youtube.com/watch?v=…).";

/** The embeddable video a link names, or a sentence saying why it is refused. */
export function parseVideoLink(input: string): VideoLink | { error: string } {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { error: REFUSED };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { error: REFUSED };
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split("/").filter(Boolean);
  if (host === "youtu.be" || YOUTUBE_HOSTS.has(host)) {
    const id =
      host === "youtu.be"
        ? parts[0]
        : parts[0] === "watch"
          ? url.searchParams.get("v")
          : ["embed", "shorts", "live", "v"].includes(parts[0] ?? "")
            ? parts[1]
            : undefined;
    return id && YOUTUBE_ID.test(id) ? { type: "youtube", id } : { error: "That YouTube link does not name a video." };
  }
  if (VIMEO_HOSTS.has(host)) {
    const id =
      host === "player.vimeo.com" ? (parts[0] === "video" ? parts[1] : undefined) : parts.find((p) => VIMEO_ID.test(p));
    return id && VIMEO_ID.test(id) ? { type: "vimeo", id } : { error: "That Vimeo link does not name a video." };
  }
  return { error: `Only YouTube and Vimeo links are accepted (${host} is neither); or upload an MP4 or WebM file.` };
}

/** The container the bytes hold: MP4 (an ISO `ftyp` box) or WebM (EBML header with the webm doctype). */
export function sniffVideo(bytes: Uint8Array): "mp4" | "webm" | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(4, 8) === "ftyp") return "mp4";
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return ascii(0, Math.min(bytes.length, 64)).includes("webm") ? "webm" : null;
  return null;
}

/** Why an uploaded video file is refused, or null when it is acceptable. */
export function videoFileProblem(bytes: Uint8Array): string | null {
  if (!bytes.length) return "The video file is empty.";
  if (bytes.length > LISTING_VIDEO_MAX_BYTES)
    return `A video must be at most ${LISTING_VIDEO_MAX_BYTES / 1024 / 1024} MB; this one is ${(bytes.length / 1024 / 1024).toFixed(1)} MB.`;
  if (!sniffVideo(bytes)) return "That file is not an MP4 or WebM video.";
  return null;
}
