"use client";

/** Header coin balance link (accounts feature). */
export function CoinBalance() {
  return null;
}
