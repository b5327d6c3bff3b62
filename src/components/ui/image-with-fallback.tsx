/* eslint-disable @next/next/no-img-element -- the one raw <img>: sources are pre-sized by the media route */
"use client";
import { useState, type ImgHTMLAttributes } from "react";

export const PLACEHOLDER_SRC = "/placeholder.svg";

/** A plain <img> that swaps to the placeholder when the file is missing or broken (SPEC §8). */
export function ImageWithFallback({
  src,
  alt,
  fallback = PLACEHOLDER_SRC,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, "src"> & { src?: string | null; alt: string; fallback?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const current = !src || failed === src ? fallback : src;
  return (
    <img
      src={current}
      alt={alt}
      onError={() => {
        if (src) setFailed(src);
      }}
      {...rest}
    />
  );
}
