"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useViewer, useViewerPending } from "@/features/accounts";
import { signInUrl } from "@/lib/urls";
import { CartFrame, SalesRepCart } from "./cart-frame";
import { CartPageView } from "./cart-page-view";

/**
 * The cart page as the shared member shell draws it: its frame, then, once the buyer's parts say who
 * is signed in, their cart from the same answer. A session that has ended since its cookie was signed
 * is sent to sign in, as the page drawn for its buyer would.
 */
export function CartShell() {
  const viewer = useViewer();
  const ended = !useViewerPending() && !viewer;
  const router = useRouter();
  useEffect(() => {
    if (ended) router.replace(signInUrl("/cart", "SessionRequired"));
  }, [ended, router]);
  if (viewer?.isSalesRep) return <SalesRepCart />;
  return viewer ? <CartPageView /> : <CartFrame />;
}
