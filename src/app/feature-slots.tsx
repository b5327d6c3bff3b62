"use client";
import dynamic from "next/dynamic";
import { useEffect } from "react";
import { onSigningOut } from "@/features/accounts";
import { resetAssistantChat } from "@/features/assistant";
import { useAddToCart } from "@/features/cart";
import { CatalogSlotsProvider, type CatalogSlots } from "@/features/catalog";
import { WishlistHeart } from "@/features/wishlist";

// Loaded with the buy box that shows them (quick view, product page), not with every page's layout.
const RequestButtons = dynamic(() => import("@/features/requests").then((m) => m.RequestButtons));

// One constant object: the buy box calls `useAddToCart` as a hook, so it must never change.
const CATALOG_SLOTS: CatalogSlots = { WishlistHeart, RequestButtons, useAddToCart };

/**
 * Where client-side features meet (the layout's client half): catalog screens get the wishlist,
 * request and cart pieces through slots, and signing out also resets the assistant's chat.
 */
export function FeatureSlots({ children }: { children: React.ReactNode }) {
  useEffect(() => onSigningOut(resetAssistantChat), []);
  return <CatalogSlotsProvider slots={CATALOG_SLOTS}>{children}</CatalogSlotsProvider>;
}
