"use client";
import { useEffect, useRef, useState } from "react";
import type { NoticeTone } from "@/components/ui/notice";
import { useCatalogSlots } from "../catalog-slots";

/** SPEC §4/§9: the add-to-cart result stays on screen for 3 seconds. */
export const CART_MESSAGE_MS = 3000;

/** Adds to the cart, shows the server's message for 3 s and tracks what is now in the cart. */
export function useAddToCartMessage(product: { id: number; vendor_id: number }) {
  const mutation = useCatalogSlots().useAddToCart();
  const [message, setMessage] = useState<{ tone: NoticeTone; text: string } | null>(null);
  const [inCart, setInCart] = useState<Record<string, number>>({});
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const flash = (tone: NoticeTone, text: string) => {
    if (timer.current) clearTimeout(timer.current);
    setMessage({ tone, text });
    timer.current = setTimeout(() => setMessage(null), CART_MESSAGE_MS);
  };

  const add = (variationId: number | null, quantity: number) => {
    mutation.mutate(
      { type: "product", product_id: product.id, vendor_id: product.vendor_id, quantity, variation_id: variationId },
      {
        onSuccess: (res) => {
          flash(
            res.success ? "success" : "error",
            res.message || (res.success ? "Added to cart." : "Could not add to cart."),
          );
          if (typeof res.currentProductCountInCart === "number")
            setInCart((m) => ({ ...m, [String(variationId ?? 0)]: res.currentProductCountInCart! }));
        },
        onError: () => flash("error", "Could not add to cart. Please try again."),
      },
    );
  };

  return { add, flash, busy: mutation.isPending, message, inCart };
}
