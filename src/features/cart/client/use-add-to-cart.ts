"use client";
import { useCallback, useMemo, useState } from "react";
import { invalidateQueries } from "@/components/queries/invalidate";
import { api } from "@/lib/api-client";

export type AddToCartInput =
  | { type: "product"; product_id: number; vendor_id: number; quantity: number; variation_id?: number | null }
  | { type: "service"; plan_id: number; service_id: number; vendor_id: number; number_of_license?: number };

export type AddToCartResult = {
  success: boolean;
  message: string;
  currentProductCountInCart?: number;
  minimum_order?: number | null;
};

async function postAdd(input: AddToCartInput): Promise<AddToCartResult> {
  try {
    const res = await api<AddToCartResult>("POST", "/api/add-cart-app", input);
    if (res.ok) return { ...res.data, success: true, message: res.data?.message ?? res.message ?? "" };
    // no answer from the server at all: the buy box says so in its own words
    if (!res.body) throw new Error(res.message);
    return { ...(res.body as Partial<AddToCartResult>), success: false, message: res.message };
  } finally {
    // the header badge, the sidebar and /cart read ["cart"]: refetched whatever the answer was
    invalidateQueries(["cart"]);
  }
}

/**
 * POST /api/add-cart-app; the server decides price, stock and limits, then the cart is refetched.
 * A plain hook, not a query mutation: every buy box calls it, a visitor's too, so the query library
 * stays out of the catalog pages' first load (it arrives with the cart the add refreshes).
 */
export function useAddToCart() {
  const [pending, setPending] = useState(0);
  const mutateAsync = useCallback(async (input: AddToCartInput) => {
    setPending((n) => n + 1);
    try {
      return await postAdd(input);
    } finally {
      setPending((n) => n - 1);
    }
  }, []);
  const mutate = useCallback(
    (input: AddToCartInput, on?: { onSuccess?: (r: AddToCartResult) => void; onError?: (e: unknown) => void }) => {
      mutateAsync(input).then(on?.onSuccess, on?.onError);
    },
    [mutateAsync],
  );
  return useMemo(() => ({ mutate, mutateAsync, isPending: pending > 0 }), [mutate, mutateAsync, pending]);
}
