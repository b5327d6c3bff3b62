"use client";
import clsx from "clsx";
import { Heart } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useViewer, useViewerPending } from "@/features/accounts";
import { signInUrl } from "@/lib/urls";
import { isSaved, useToggleWishlist, useWishlist } from "../client/use-wishlist";

/** Heart toggle for a product or service: optimistic, hidden for sales reps, asks visitors to sign in. */
export function WishlistHeart({
  productId,
  serviceId,
  className,
}: {
  productId?: number;
  serviceId?: number;
  className?: string;
}) {
  const viewer = useViewer();
  const pending = useViewerPending();
  const pathname = usePathname();
  const { data } = useWishlist();
  const toggle = useToggleWishlist();
  if (viewer?.isSalesRep || (!productId && !serviceId)) return null;
  const base = clsx(
    "inline-flex h-9 w-9 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-500 shadow-sm transition hover:text-sale",
    className,
  );
  // a member shell before its viewer arrives: the heart's place, neither signed in nor out
  if (pending)
    return (
      <span aria-hidden className={clsx(base, "opacity-50")}>
        <Heart aria-hidden className="h-5 w-5" />
      </span>
    );
  if (!viewer) {
    return (
      <Link
        href={signInUrl(pathname || "/")}
        className={base}
        aria-label="Sign in to add to wishlist"
        title="Sign in to add to wishlist"
      >
        <Heart aria-hidden className="h-5 w-5" />
      </Link>
    );
  }
  const saved = isSaved(data, { productId, serviceId });
  return (
    <button
      type="button"
      className={clsx(base, saved && "text-sale")}
      aria-pressed={saved}
      aria-label={saved ? "Remove from wishlist" : "Add to wishlist"}
      title={saved ? "Remove from wishlist" : "Add to wishlist"}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        toggle.mutate({ productId, serviceId });
      }}
    >
      <Heart aria-hidden className={clsx("h-5 w-5", saved && "fill-current")} />
    </button>
  );
}
