"use client";

/** Mounted once in the layout; opens the lazily loaded quick-view modal (catalog feature). */
export function QuickViewHost() {
  return null;
}
