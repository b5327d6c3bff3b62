"use client";
import dynamic from "next/dynamic";

// A signed-in page's card price (it may turn into the buyer's own as the viewer arrives) is a
// chunk of its own: a visitor's cards are drawn on the server (product-card) and never load it.
export const CardPrice = dynamic(() => import("./card-price").then((m) => m.CardPrice));
export const CardDiscountBadge = dynamic(() => import("./card-price").then((m) => m.CardDiscountBadge));
