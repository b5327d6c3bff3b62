"use client";
import dynamic from "next/dynamic";

/**
 * QueryIsland as a chunk of its own: rendered on the server like any component, its code (and the
 * query library's) reaches the browser only when a page actually renders one, e.g. a signed-in
 * buyer's card prices or heart, never a visitor's catalog page.
 */
export const LazyQueries = dynamic(() => import("./query-island").then((m) => m.QueryIsland));
