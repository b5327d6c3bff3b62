"use client";
/* eslint-disable @typescript-eslint/no-require-imports -- the server draws each island with its own
   copy, required where `typeof window` is "undefined", a branch the browser's bundle drops
   (components/islands/lazy-component) */
import { hydrateOnUse } from "@/components/islands/later";

/** The header's search bar, hydrated once the page is in use (components/islands). */
export const SearchBarIsland = hydrateOnUse(
  () => import("./search-bar").then((m) => m.SearchBar),
  typeof window === "undefined" ? require("./search-bar").SearchBar : undefined,
);
