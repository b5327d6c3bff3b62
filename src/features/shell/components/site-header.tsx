import { Phone, Mail } from "lucide-react";
import Link from "@/components/ui/intent-link";
import { HideOnMeeting } from "./hide-on-meeting";
import { Logo } from "./logo";
import { MobileBar, NavBar, ShopByTrigger } from "./islands";
import { COMPANY } from "@/lib/company";
import { SocialLinks } from "./social-links";

type Slots = {
  /** the signed-in account's notice (unconfirmed account), from accounts */
  accountNotice: React.ReactNode;
  search: React.ReactNode;
  mobileSearch: React.ReactNode;
  coins: React.ReactNode;
  wishlist: React.ReactNode;
  cart: React.ReactNode;
  notifications: React.ReactNode;
  mobileCart: React.ReactNode;
  mobileNotifications: React.ReactNode;
  profile: React.ReactNode;
};

export function SiteHeader({
  accountNotice,
  search,
  mobileSearch,
  coins,
  wishlist,
  cart,
  notifications,
  mobileCart,
  mobileNotifications,
  profile,
}: Slots) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-skip focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <HideOnMeeting>
        <div className="bg-ink text-xs text-slate-200">
          <div className="container-page flex h-8 items-center justify-between">
            <SocialLinks size={14} />
            <a href={COMPANY.phoneHref} className="inline-flex items-center gap-1.5 hover:text-white">
              <Phone className="size-3.5" aria-hidden />
              {COMPANY.phone}
            </a>
          </div>
        </div>
      </HideOnMeeting>
      {accountNotice}
      <div className="container-page flex h-16 items-center gap-2 sm:gap-4">
        <ShopByTrigger />
        <Logo />
        <div className="hidden flex-1 md:block">{search}</div>
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          {/* below sm the bottom bar and the menu carry cart, notifications and wishlist */}
          <div className="hidden items-center gap-2 sm:flex sm:gap-3">
            {coins}
            {wishlist}
            {cart}
            {notifications}
          </div>
          <Link
            href="/contact"
            aria-label="Contact us"
            className="hidden rounded p-2 text-slate-700 hover:bg-slate-100 sm:block"
          >
            <Mail className="size-5" aria-hidden />
          </Link>
          {profile}
        </div>
      </div>
      <NavBar />
      <MobileBar search={mobileSearch} cart={mobileCart} notifications={mobileNotifications} />
    </header>
  );
}
