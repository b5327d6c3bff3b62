"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";

export type AddToCartInput =
  | { type: "product"; product_id: number; vendor_id: number; quantity: number; variation_id?: number | null }
  | { type: "service"; plan_id: number; service_id: number; vendor_id: number; number_of_license?: number };

export type AddToCartResult = {
  success: boolean;
  message: string;
  currentProductCountInCart?: number;
  minimum_order?: number | null;
};

/** POST /api/add-cart-app; the server decides price, stock and limits, then the cart is refetched. */
export function useAddToCart() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: AddToCartInput): Promise<AddToCartResult> => {
      const res = await fetch("/api/add-cart-app", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(input),
      });
      return (await res.json()) as AddToCartResult;
    },
    onSettled: () => qc.invalidateQueries({ queryKey: ["cart"] }),
  });
}
