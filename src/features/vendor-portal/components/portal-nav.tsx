"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { showsPortalLink, type SellerKind } from "../portal-links";

export const PORTAL_LINKS = [
  { href: "/vendor", label: "Dashboard" },
  { href: "/vendor/orders", label: "Orders" },
  { href: "/vendor/listings", label: "Listings" },
  { href: "/vendor/requests", label: "Requests" },
  { href: "/vendor/messages", label: "Messages" },
  { href: "/vendor/coupons", label: "Coupons" },
  { href: "/vendor/statements", label: "Statements" },
  { href: "/vendor/recalls", label: "Recalls" },
  { href: "/vendor/services", label: "Services" },
  { href: "/vendor/settings", label: "Settings" },
  { href: "/vendor/team", label: "Team" },
  { href: "/vendor/api-keys", label: "API keys" },
] as const;

/** A scrolling tab row on phones, a sidebar from md up; the current page is marked for screen readers too. */
export function PortalNav({ kind }: { kind: SellerKind }) {
  const path = usePathname();
  return (
    <nav aria-label="Vendor portal" className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex gap-1 md:flex-col">
        {PORTAL_LINKS.filter((l) => showsPortalLink(l.href, kind)).map((l) => {
          const current = l.href === "/vendor" ? path === "/vendor" : path.startsWith(l.href);
          return (
            <li key={l.href}>
              <Link
                href={l.href}
                aria-current={current ? "page" : undefined}
                className={`block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap ${
                  current ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100"
                }`}
              >
                {l.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
