"use client";
import Link from "@/components/ui/intent-link";
import { ShoppingCart } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Loader } from "@/components/ui/loader";
import { Notice, type NoticeTone } from "@/components/ui/notice";
import { useViewer, useViewerPending } from "@/features/accounts";
import { signInUrl } from "@/lib/urls";
import { BUY_TEXT } from "../rules";
import { useCatalogSlots } from "./catalog-slots";
import { CART_MESSAGE_MS } from "./panel/use-add-to-cart-message";

/** Add a service plan to the cart (type 'service', one licence); visitors sign in, sales reps cannot buy. */
export function PlanAddToCart({
  planId,
  serviceId,
  providerId,
  returnTo,
}: {
  planId: number;
  serviceId: number;
  providerId: number;
  returnTo: string;
}) {
  const viewer = useViewer();
  const pending = useViewerPending();
  const add = useCatalogSlots().useAddToCart();
  const [msg, setMsg] = useState<{ tone: NoticeTone; text: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  if (viewer?.isSalesRep) return null;
  // a member shell before its viewer arrives: the button's place, not yet a way in or out
  if (pending)
    return (
      <span aria-hidden className="btn-outline w-full animate-pulse">
        &nbsp;
      </span>
    );
  if (!viewer)
    return (
      <Link href={signInUrl(returnTo)} prefetch={false} className="btn-outline w-full">
        {BUY_TEXT.signinToBuy}
      </Link>
    );
  const show = (tone: NoticeTone, text: string) => {
    if (timer.current) clearTimeout(timer.current);
    setMsg({ tone, text });
    timer.current = setTimeout(() => setMsg(null), CART_MESSAGE_MS);
  };
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        className="btn-primary w-full"
        disabled={add.isPending}
        aria-busy={add.isPending}
        onClick={() =>
          add.mutate(
            { type: "service", plan_id: planId, service_id: serviceId, vendor_id: providerId, number_of_license: 1 },
            {
              onSuccess: (r) => show(r.success ? "success" : "error", r.message),
              onError: () => show("error", "Could not add to cart. Please try again."),
            },
          )
        }
      >
        {add.isPending ? <Loader label="Adding to cart" /> : <ShoppingCart className="h-4 w-4" aria-hidden="true" />}Add
        To Cart
      </button>
      {msg && <Notice tone={msg.tone}>{msg.text}</Notice>}
    </div>
  );
}
