"use client";
/* eslint-disable @typescript-eslint/no-require-imports -- the server draws each island with its own
   copy, required where `typeof window` is "undefined", a branch the browser's bundle drops
   (components/islands/lazy-component) */
import dynamic from "next/dynamic";
import { hydrateOnUse } from "@/components/islands/later";
import { markPageInUse } from "@/components/islands/page-in-use";

// One route (/{slug}) draws a department, a category, a product or a service, and a route's client
// components share its chunks: each kind's own parts are chunks of their own here, so a department
// page does not download the product page's buy box, nor a product page the listing filters. They
// still render on the server; their code arrives with the page that draws them.
export const ViewerProductPanel = dynamic(() => import("./viewer-product-panel").then((m) => m.ViewerProductPanel));
// the listing's filters and sort read no viewer: islands, hydrated once the page is in use
export const ListingFilters = hydrateOnUse(
  () => import("./listing-filters").then((m) => m.ListingFilters),
  typeof window === "undefined" ? require("./listing-filters").ListingFilters : undefined,
);
export const SortSelect = hydrateOnUse(
  () => import("./listing-filters").then((m) => m.SortSelect),
  typeof window === "undefined" ? require("./listing-filters").SortSelect : undefined,
);
export const PlanAddToCart = dynamic(() => import("./plan-add-to-cart").then((m) => m.PlanAddToCart));

// A visitor's buy box: the server's HTML at once, its code once the page is in use
// (components/islands). A link that names a variation (#sku) hydrates it at once to preselect it.
export const VisitorProductPanel = hydrateOnUse(
  () => import("./panel/product-panel").then((m) => m.ProductPanel),
  typeof window === "undefined" ? require("./panel/product-panel").ProductPanel : undefined,
);
if (typeof window !== "undefined" && window.location.hash.length > 1) markPageInUse();
