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
