"use client";
import { Menu as MenuIcon, Search, ShoppingBag } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "@/components/ui/intent-link";
import { useState } from "react";

const MobileMenu = dynamic(() => import("./mobile-menu").then((m) => m.MobileMenu), { ssr: false });
const SearchSheet = dynamic(() => import("./search-sheet").then((m) => m.SearchSheet), { ssr: false });

const cell = "flex flex-1 flex-col items-center gap-0.5 py-2 text-[11px] font-medium text-slate-700";

/**
 * Mobile bottom bar (SPEC §2): Menu, Search, Cart (signed-in non-sales-rep), Notifications (signed in),
 * Shop Now. Cart and Notifications are the cart's and notifications' own cells (slots), so they badge
 * their counts and the cart opens its sidebar, as in the header.
 */
export function MobileBar({
  search,
  cart,
  notifications,
}: {
  search: React.ReactNode;
  cart: React.ReactNode;
  notifications: React.ReactNode;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  return (
    <>
      <nav
        aria-label="Mobile"
        className="fixed inset-x-0 bottom-0 z-floating flex border-t border-slate-200 bg-white md:hidden"
      >
        <button type="button" className={cell} onClick={() => setMenuOpen(true)} aria-haspopup="dialog">
          <MenuIcon className="size-5" aria-hidden />
          Menu
        </button>
        <button type="button" className={cell} onClick={() => setSearchOpen(true)} aria-haspopup="dialog">
          <Search className="size-5" aria-hidden />
          Search
        </button>
        {cart}
        {notifications}
        <Link href="/shop-now" className={cell}>
          <ShoppingBag className="size-5" aria-hidden />
          Shop Now
        </Link>
      </nav>
      {menuOpen && <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />}
      {searchOpen && (
        <SearchSheet open={searchOpen} onOpenChange={setSearchOpen}>
          {search}
        </SearchSheet>
      )}
    </>
  );
}
