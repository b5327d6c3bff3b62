import { SectionNav } from "@/components/ui/section-nav";
import { showsPortalLink, type SellerKind } from "../portal-links";

export const PORTAL_LINKS = [
  { href: "/vendor", label: "Dashboard" },
  { href: "/vendor/orders", label: "Orders" },
  { href: "/vendor/returns", label: "Returns" },
  { href: "/vendor/listings", label: "Listings" },
  { href: "/vendor/requests", label: "Requests" },
  { href: "/vendor/rfqs", label: "Quotes" },
  { href: "/vendor/messages", label: "Messages" },
  { href: "/vendor/coupons", label: "Coupons" },
  { href: "/vendor/statements", label: "Statements" },
  { href: "/vendor/payouts", label: "Payouts" },
  { href: "/vendor/recalls", label: "Recalls" },
  { href: "/vendor/services", label: "Services" },
  { href: "/vendor/settings", label: "Settings" },
  { href: "/vendor/team", label: "Team" },
  { href: "/vendor/api-keys", label: "API keys" },
] as const;

/** The vendor portal's sections, the same nav as the console's; a seller sees only what it sells. */
export function PortalNav({ kind }: { kind: SellerKind }) {
  return (
    <SectionNav
      label="Vendor portal"
      links={PORTAL_LINKS.filter((l) => showsPortalLink(l.href, kind))}
      root="/vendor"
    />
  );
}
