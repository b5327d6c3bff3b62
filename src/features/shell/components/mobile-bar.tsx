"use client";
import { Bell, Menu as MenuIcon, Search, ShoppingBag, ShoppingCart } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useState } from "react";
import { useViewer } from "@/features/accounts";

const MobileMenu = dynamic(() => import("./mobile-menu").then((m) => m.MobileMenu), { ssr: false });
const SearchSheet = dynamic(() => import("./search-sheet").then((m) => m.SearchSheet), { ssr: false });

const cell = "flex flex-1 flex-col items-center gap-0.5 py-2 text-[11px] font-medium text-slate-700";

/** Mobile bottom bar (SPEC §2): Menu, Search, Cart (signed-in non-sales-rep), Notifications (signed in), Shop Now. */
export function MobileBar({ search }: { search: React.ReactNode }) {
  const viewer = useViewer();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  return (
    <>
      <nav
        aria-label="Mobile"
        className="fixed inset-x-0 bottom-0 z-40 flex border-t border-slate-200 bg-white md:hidden"
      >
        <button type="button" className={cell} onClick={() => setMenuOpen(true)} aria-haspopup="dialog">
          <MenuIcon className="size-5" aria-hidden />
          Menu
        </button>
        <button type="button" className={cell} onClick={() => setSearchOpen(true)} aria-haspopup="dialog">
          <Search className="size-5" aria-hidden />
          Search
        </button>
        {viewer && !viewer.isSalesRep && (
          <Link href="/cart" className={cell}>
            <ShoppingCart className="size-5" aria-hidden />
            Cart
          </Link>
        )}
        {viewer && (
          <Link href="/notifications" className={cell}>
            <Bell className="size-5" aria-hidden />
            Notifications
          </Link>
        )}
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
