import Link from "next/link";
import type { Viewer } from "@/features/accounts/server/session";
import { Logo } from "./logo";

type Slots = {
  viewer: Viewer | null;
  search: React.ReactNode; coins: React.ReactNode; wishlist: React.ReactNode; cart: React.ReactNode;
  notifications: React.ReactNode; profile: React.ReactNode;
};

export function SiteHeader({ viewer, search, coins, wishlist, cart, notifications, profile }: Slots) {
  return (
    <header className="border-b border-slate-200 bg-white">
      {viewer && viewer.confirmed !== 1 && (
        <div className="bg-amber-50 py-1.5 text-center text-sm text-amber-900">
          Your Account is not confirmed.{" "}
          <Link href="/contact" className="font-semibold underline">Contact Support</Link>
        </div>
      )}
      <div className="container-page flex h-16 items-center gap-4">
        <Logo />
        <div className="hidden flex-1 md:block">{search}</div>
        <nav aria-label="Account" className="ml-auto flex items-center gap-3">
          {coins}
          {wishlist}
          {cart}
          {notifications}
          {profile}
        </nav>
      </div>
    </header>
  );
}
