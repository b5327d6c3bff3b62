"use client";
/* eslint-disable @typescript-eslint/no-require-imports -- the server draws each island with its own
   copy, required where `typeof window` is "undefined", a branch the browser's bundle drops
   (components/islands/lazy-component) */
import { useEffect } from "react";
import { CodeBoundary, lazyComponent } from "@/components/islands/lazy-component";
import { onSigningOut } from "@/features/accounts";
// Straight to the modules, not the features' seams: a seam also brings the cart's queries and live
// updates and the assistant's button into every page's first load.
import { resetAssistantChat } from "@/features/assistant/assistant-events";
import { useAddToCart } from "@/features/cart/client/use-add-to-cart";
import { CatalogSlotsProvider, type CatalogSlots } from "@/features/catalog";
import { WishlistHeart } from "@/features/wishlist";

// Loaded with the buy box that shows them (quick view, product page), not with every page's layout;
// not next/dynamic, which would list the chunk in the first load of any page whose server HTML
// draws them (a visitor's product page, whose buy box hydrates later)
const LazyRequestButtons = lazyComponent(
  () => import("@/features/requests").then((m) => m.RequestButtons),
  typeof window === "undefined" ? require("@/features/requests").RequestButtons : undefined,
);
const RequestButtons: CatalogSlots["RequestButtons"] = (props) => (
  <CodeBoundary copy={<LazyRequestButtons {...props} />}>
    <LazyRequestButtons {...props} />
  </CodeBoundary>
);

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
