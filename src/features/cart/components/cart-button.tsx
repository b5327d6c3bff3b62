"use client";
import dynamic from "next/dynamic";
import { usePathname, useRouter } from "next/navigation";
import { ShoppingCart } from "lucide-react";
import { useState } from "react";
import { useViewer } from "@/features/accounts";
import { cartBadge } from "../rules";
import { useCart } from "../client/use-cart";

// The sidebar (dialog, lines, steppers) loads only when first opened.
const CartSidebar = dynamic(() => import("./cart-sidebar").then((m) => m.CartSidebar), { ssr: false });

/** Header cart icon (SPEC §4): nothing on /cart, /checkout goes to /cart, otherwise opens the sidebar. */
export function CartButton() {
  const viewer = useViewer();
  const pathname = usePathname();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const cart = useCart({ enabled: Boolean(viewer && !viewer.isSalesRep) });
  if (!viewer || viewer.isSalesRep) return null;
  const badge = cartBadge(cart.data?.count ?? 0);
  const onClick = () => {
    if (pathname === "/cart") return;
    if (pathname === "/checkout") return router.push("/cart");
    setLoaded(true);
    setOpen(true);
  };
  return (
    <>
      <button
        type="button"
        onClick={onClick}
        className="relative rounded-md p-2 hover:bg-slate-100"
        aria-label={`Cart${badge ? `, ${badge} items` : ""}`}
        data-testid="cart-button"
      >
        <ShoppingCart size={22} />
        {badge && (
          <span className="absolute -right-1 -top-1 min-w-5 rounded-full bg-sale px-1 text-center text-[11px] font-bold leading-5 text-white">
            {badge}
          </span>
        )}
      </button>
      {loaded && <CartSidebar open={open} onOpenChange={setOpen} />}
    </>
  );
}
