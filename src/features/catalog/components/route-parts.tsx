"use client";
import dynamic from "next/dynamic";

// One route (/{slug}) draws a department, a category, a product or a service, and a route's client
// components share its chunks: each kind's own parts are chunks of their own here, so a department
// page does not download the product page's buy box, nor a product page the listing filters. They
// still render on the server; their code arrives with the page that draws them.
export const ViewerProductPanel = dynamic(() => import("./viewer-product-panel").then((m) => m.ViewerProductPanel));
export const ListingFilters = dynamic(() => import("./listing-filters").then((m) => m.ListingFilters));
export const SortSelect = dynamic(() => import("./listing-filters").then((m) => m.SortSelect));
export const PlanAddToCart = dynamic(() => import("./plan-add-to-cart").then((m) => m.PlanAddToCart));
