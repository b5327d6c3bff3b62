/** Product images are generated on demand by /media/products/{size}/{name} and cached. */
export const IMAGE_SIZES = { thumbnail: 160, medium: 480, large: 960 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

export function productImageUrl(name: string) {
  return {
    thumbnail: `/media/products/thumbnail/${name}`,
    medium: `/media/products/medium/${name}`,
    large: `/media/products/large/${name}`,
  };
}

export function videoPosterUrl(videoId: number): string {
  return `/media/products/medium/video-${videoId}.webp`;
}

export const PLACEHOLDER_IMAGE = "/placeholder.svg";

const DEMO_CLIPS = new Set(["demo-1", "demo-2", "product-overview", "how-to-use"]);

/** `/media/videos/how-to-use.mp4` (older seeds) → the committed `how-to-use.webm`; null for anything else. */
export function legacyVideoRedirect(name: string): string | null {
  const m = /^([a-z0-9-]+)\.mp4$/.exec(name);
  return m && DEMO_CLIPS.has(m[1]!) ? `/media/videos/${m[1]}.webm` : null;
}
