"use client";
import clsx from "clsx";
import Link from "@/components/ui/intent-link";
import { usePathname } from "next/navigation";
import { useViewer, useViewerPending } from "@/features/accounts";
import { signInUrl } from "@/lib/urls";
import { lazy, Suspense } from "react";

// A signed-in buyer's toggle (the wishlist query, its optimistic update) is a chunk of its own.
const SavedHeart = lazy(() => import("./saved-heart").then((m) => ({ default: m.SavedHeart })));

function HeartPlace({ className }: { className: string }) {
  return (
    <span aria-hidden className={clsx(className, "opacity-50")}>
      <span aria-hidden className="icon-heart h-5 w-5" />
    </span>
  );
}

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
  if (viewer?.isSalesRep || (!productId && !serviceId)) return null;
  const base = clsx(
    "inline-flex h-9 w-9 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-500 shadow-sm transition hover:text-sale",
    className,
  );
  // a member shell before its viewer arrives: the heart's place, neither signed in nor out
  if (pending) return <HeartPlace className={base} />;
  if (!viewer) {
    return (
      <Link
        href={signInUrl(pathname || "/")}
        prefetch={false}
        className={base}
        aria-label="Sign in to add to wishlist"
        title="Sign in to add to wishlist"
      >
        <span aria-hidden className="icon-heart h-5 w-5" />
      </Link>
    );
  }
  return (
    <Suspense fallback={<HeartPlace className={base} />}>
      <SavedHeart productId={productId} serviceId={serviceId} className={base} />
    </Suspense>
  );
}
