"use client";
import Link from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * next/link that prefetches what a person shows they are about to open (the pointer over it, focus,
 * a touch), not every link that scrolls into view: a storefront page holds dozens of links, and a
 * prefetch on arrival rendered each of them (route tree and page, per-buyer pages too) for a visit
 * that opens one. Next's own switch: `prefetch={false}` until the intent, then its default. A link
 * given `prefetch={false}` is never prefetched.
 */
export default function IntentLink({
  prefetch,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      prefetch={prefetch === false || !intent ? false : (prefetch ?? null)}
      onMouseEnter={(e) => {
        setIntent(true);
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        setIntent(true);
        onFocus?.(e);
      }}
      onTouchStart={(e) => {
        setIntent(true);
        onTouchStart?.(e);
      }}
    />
  );
}
