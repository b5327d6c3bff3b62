"use client";
import clsx from "clsx";
import { Heart } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useViewer } from "@/features/accounts";
import { signInUrl } from "@/lib/urls";

// The wishlist's queries load with the first heart a signed-in user sees; a visitor gets a link.
const WishlistHeartToggle = dynamic(() => import("./wishlist-heart-toggle").then((m) => m.WishlistHeartToggle));

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
  const pathname = usePathname();
  if (viewer?.isSalesRep || (!productId && !serviceId)) return null;
  const base = clsx(
    "inline-flex h-9 w-9 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-500 shadow-sm transition hover:text-sale",
    className,
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
  return <WishlistHeartToggle productId={productId} serviceId={serviceId} base={base} />;
}
