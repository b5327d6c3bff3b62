"use client";
import dynamic from "next/dynamic";
import { usePathname, useRouter } from "next/navigation";
import { ShoppingCart } from "lucide-react";
import { useState } from "react";
import { useViewer } from "@/features/accounts";
import { cartBadge } from "../rules";
import { useCartCount, useLiveCart } from "../client/use-cart";
import { withQueries } from "@/components/queries/query-island";
import { useHydrated } from "@/lib/use-hydrated";

// The sidebar (dialog, lines, steppers) loads only when first opened.
const CartSidebar = dynamic(() => import("./cart-sidebar").then((m) => m.CartSidebar), { ssr: false });

/**
 * Cart icon (SPEC §4): nothing on /cart, /checkout goes to /cart, otherwise opens the sidebar. The
 * header and the phone's bottom bar both mount it, so both badge the count and open the sidebar.
 */
function CartButtonView({ variant = "header" }: { variant?: "header" | "bar" }) {
  const viewer = useViewer();
  const pathname = usePathname();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const hydrated = useHydrated();
  const count = useCartCount(Boolean(viewer && !viewer.isSalesRep));
  // the header's button listens for the location's other members (the phone bar shares its query)
  useLiveCart(Boolean(viewer && !viewer.isSalesRep) && variant === "header");
  if (!viewer || viewer.isSalesRep) return null;
  // the server drew no count: so does hydration, whatever another island fetched meanwhile
  const badge = hydrated ? cartBadge(count.data ?? 0) : null;
  const onClick = () => {
    if (pathname === "/cart") return;
    if (pathname === "/checkout") return router.push("/cart");
    setLoaded(true);
    setOpen(true);
  };
  const bar = variant === "bar";
  const pill = "min-w-5 rounded-full bg-sale px-1 text-center text-[11px] font-bold leading-5 text-white";
  return (
    <>
      <button
        type="button"
        onClick={onClick}
        className={
          bar
            ? "flex flex-1 flex-col items-center gap-0.5 py-2 text-[11px] font-medium text-slate-700"
            : "relative rounded-md p-2 hover:bg-slate-100"
        }
        aria-label={`Cart${badge ? `, ${badge} items` : ""}`}
        aria-haspopup="dialog"
        data-testid={bar ? "mobile-cart-button" : "cart-button"}
      >
        <span className="relative">
          <ShoppingCart size={bar ? 20 : 22} aria-hidden />
          {badge && (
            <span data-testid="cart-badge" className={`absolute -top-2 -right-3 ${pill}`}>
              {badge}
            </span>
          )}
        </span>
        {bar && "Cart"}
      </button>
      {loaded && <CartSidebar open={open} onOpenChange={setOpen} />}
    </>
  );
}

/** Loaded on demand, so it brings the page's query cache with it. */
export const CartButton = withQueries(CartButtonView);
