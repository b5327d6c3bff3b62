"use client";
import { createContext, useContext, type ComponentType } from "react";

/**
 * The pieces of other features that catalog screens show (wishlist heart, request buttons, add to
 * cart). Catalog sits below those features, so it cannot import them: app/ fills these slots once
 * in the layout. A context rather than props because the buy box is a client component reached
 * from server pages and from the quick-view modal alike, and functions cannot cross that boundary.
 */

/** What the cart accepts, described here so catalog does not import the cart feature. */
export type CartAddInput =
  | { type: "product"; product_id: number; vendor_id: number; quantity: number; variation_id?: number | null }
  | { type: "service"; plan_id: number; service_id: number; vendor_id: number; number_of_license?: number };

export type CartAddResult = { success: boolean; message: string; currentProductCountInCart?: number };

export interface CartAdder {
  mutate(input: CartAddInput, callbacks: { onSuccess: (result: CartAddResult) => void; onError: () => void }): void;
  isPending: boolean;
}

/** The product as the request buttons need it (the requests feature's product shape). */
export type RequestTarget = {
  id: number;
  vendor_id: number;
  slug: string;
  see_price: string;
  sample_product: boolean;
  allow_customization: string;
  in_stock: string;
  quantity: number;
  price: number | null;
  type: string;
  logo_url?: string | null;
  /** Variations offering samples make the product offer them too. */
  sub_products?: { id: number; sample_product: boolean }[];
  /** True when this buyer already has a pending sample for the product (button starts disabled). */
  sample_pending?: boolean;
  /** The buyer's latest sample request for the product, if any: pending, approved, declined... */
  sample_status?: string | null;
};

export interface CatalogSlots {
  WishlistHeart: ComponentType<{ productId?: number; serviceId?: number; className?: string }>;
  /** Price request, and for everyone but sales reps the sample request and logo printing prompt. */
  RequestButtons: ComponentType<{ product: RequestTarget; variationId: number | null; rep: boolean }>;
  /** A hook: called on every render of the buy box, so the slot value must never change. */
  useAddToCart: () => CartAdder;
}

// Without a provider (a screen rendered outside the layout) the pieces are simply absent.
const EMPTY: CatalogSlots = {
  WishlistHeart: () => null,
  RequestButtons: () => null,
  useAddToCart: () => ({ mutate: () => undefined, isPending: false }),
};

const SlotsContext = createContext<CatalogSlots>(EMPTY);

export function CatalogSlotsProvider({ slots, children }: { slots: CatalogSlots; children: React.ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

export function useCatalogSlots(): CatalogSlots {
  return useContext(SlotsContext);
}

/** The wishlist heart slot, usable from server components (product cards, service page). */
export function WishlistHeartSlot(props: { productId?: number; serviceId?: number; className?: string }) {
  const { WishlistHeart } = useCatalogSlots();
  return <WishlistHeart {...props} />;
}
