"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { takeArrivalPart, useViewer } from "@/features/accounts";
import { api } from "@/lib/api-client";
import { subscribeLive } from "@/features/notifications";
import type { CartView } from "../types";

export type CartResult = { success: boolean; message: string; quantity?: number; count?: number };

/** A cart change in the spec's answer shape, which the cart screens read. */
async function post(url: string, body: unknown): Promise<CartResult> {
  const res = await api<CartResult>("POST", url, body);
  return res.ok
    ? { ...res.data, success: true, message: res.message ?? "" }
    : { ...(res.body as Partial<CartResult>), success: false, message: res.message };
}

/** The cart's lines without its related products: the cart page reads those on their own (`CartRelated`). */
async function fetchCart(viewerId: string): Promise<CartView> {
  const res = await api<CartView>("GET", `/api/cart-listing-app/${encodeURIComponent(viewerId)}?related=0`);
  if (!res.ok) throw new Error("Could not load your cart.");
  return res.data;
}

const CART_KEY = ["cart", "plain"] as const;
/** The header's count sits under ["cart"] too, so whatever refreshes the cart refreshes it. */
const COUNT = "count";

/** The cart, shared by the sidebar, /cart and /checkout (query key ["cart"]). */
export function useCart(opts: { enabled?: boolean; initialData?: CartView } = {}) {
  const viewer = useViewer();
  const enabled = Boolean(viewer && !viewer.isSalesRep) && opts.enabled !== false;
  return useQuery({
    queryKey: CART_KEY,
    enabled,
    queryFn: () => fetchCart(viewer!.id),
    // a page that rendered the cart on the server hands it over: fresh for the stale time, no refetch
    initialData: opts.initialData,
    staleTime: 15_000,
  });
}

/**
 * The header's count: on arrival from the page's one read of the buyer's parts (a count, not the
 * lines); after a change (an add, another member's, a clinic switch) from the cart itself, which the
 * sidebar then has too.
 */
export function useCartCount(enabled: boolean) {
  const viewer = useViewer();
  const qc = useQueryClient();
  return useQuery({
    queryKey: ["cart", COUNT],
    enabled: enabled && Boolean(viewer),
    queryFn: async (): Promise<number> => {
      const kept = await takeArrivalPart<{ count: number }>("cart");
      if (kept?.value) return kept.value.count;
      const cart = await qc.fetchQuery({ queryKey: CART_KEY, queryFn: () => fetchCart(viewer!.id) });
      return cart.count;
    },
    staleTime: 15_000,
  });
}

/**
 * The cart is the clinic location's: when another member changes it, the live stream says so and
 * the cart (header count, sidebar, /cart) refetches; after a dropped connection it catches up too.
 */
export function useLiveCart(enabled: boolean) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return subscribeLive((kind) => {
      if (kind === "cart" || kind === "reconnect") void qc.invalidateQueries({ queryKey: ["cart"] });
    });
  }, [enabled, qc]);
}

export type StepInput = {
  id: number;
  vendor_id: number;
  action: "addition" | "deletion";
  service?: boolean;
  service_id?: number;
};

/**
 * The cart's changes as plain calls, each refreshing the cart when it settles: a line holds its own busy
 * state, so none needs a mutation observer (50 lines would make 150 of them, on the server's render too).
 */
export function useCartActions() {
  const qc = useQueryClient();
  const settled = async (request: Promise<CartResult>) => {
    try {
      return await request;
    } finally {
      void qc.invalidateQueries({ queryKey: ["cart"] });
    }
  };
  const step = (i: StepInput) =>
    settled(
      post("/api/update-cart-app", {
        id: i.id,
        vendor_id: i.vendor_id,
        quantity: 1,
        action: i.action,
        ...(i.service ? { type: "service-provider-seller", service_id: i.service_id } : {}),
      }),
    );
  const remove = (i: { type: "product" | "service" | "vendor"; cart_id?: number; vendor_id?: number }) =>
    settled(post("/api/delete-cart-app", i));
  // The box flips at once; the refetch then brings the server's subtotals.
  const check = (i: { type: "product" | "service"; cart_id: number; checked: "Y" | "N" }) => {
    // the cart itself; nothing else under ["cart"] (the header's count, the cheaper-elsewhere hints, the
    // related products) has its shape
    qc.setQueriesData<CartView>(
      { queryKey: CART_KEY, exact: true },
      (old) =>
        old && {
          ...old,
          vendorProducts: old.vendorProducts.map((v) => ({
            ...v,
            products: v.products.map((p) =>
              i.type === "product" && p.cart_items.id === i.cart_id
                ? { ...p, cart_items: { ...p.cart_items, checked: i.checked } }
                : p,
            ),
          })),
          vendorServices: old.vendorServices.map((g) => ({
            ...g,
            plans: g.plans.map((p) =>
              i.type === "service" && p.cart_items.id === i.cart_id
                ? { ...p, cart_items: { ...p.cart_items, checked: i.checked } }
                : p,
            ),
          })),
        },
    );
    return settled(post("/api/cart-check-app", i));
  };
  return { step, remove, check };
}
