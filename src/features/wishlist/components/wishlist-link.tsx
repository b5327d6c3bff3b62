"use client";
import { Heart } from "lucide-react";
import Link from "@/components/ui/intent-link";
import { usePathname } from "next/navigation";
import { useViewer } from "@/features/accounts";
import { badgeCount } from "@/lib/text";
import { useWishlist } from "../client/use-wishlist";
import { withQueries } from "@/components/queries/query-island";
import { useHydrated } from "@/lib/use-hydrated";

/** Header wishlist icon with its '99+' badge; sales reps and visitors have no wishlist (SPEC §6). */
function WishlistLinkView() {
  const viewer = useViewer();
  const pathname = usePathname();
  const { data } = useWishlist();
  const hydrated = useHydrated();
  if (!viewer || viewer.isSalesRep) return null;
  const badge = hydrated ? badgeCount(data?.count) : null;
  const label = badge ? `Wishlist, ${badge} items` : "Wishlist";
  const icon = (
    <>
      <Heart aria-hidden className="h-6 w-6" />
      {badge && (
        <span
          data-testid="wishlist-badge"
          className="absolute -right-2 -top-1.5 min-w-5 rounded-full bg-sale px-1 text-center text-[11px] font-bold leading-5 text-white"
        >
          {badge}
        </span>
      )}
    </>
  );
  // The link of the current page is not clickable (SPEC §2 small navigation bar).
  if (pathname === "/wishlist")
    return (
      <span aria-label={label} aria-current="page" className="relative inline-flex p-1 text-brand-700">
        {icon}
      </span>
    );
  return (
    <Link href="/wishlist" aria-label={label} className="relative inline-flex p-1 text-slate-700 hover:text-brand-700">
      {icon}
    </Link>
  );
}

/** Loaded on demand, so it brings the page's query cache with it. */
export const WishlistLink = withQueries(WishlistLinkView);
