import { SectionNav } from "@/components/ui/section-nav";

const LINKS = [
  { href: "/admin", label: "Overview" },
  { href: "/admin/buyers", label: "Buyers" },
  { href: "/admin/credentials", label: "Credentials" },
  { href: "/admin/tax-exemptions", label: "Tax exemptions" },
  { href: "/admin/class-changes", label: "Class changes" },
  { href: "/admin/sellers", label: "Sellers" },
  { href: "/admin/applications", label: "Seller applications" },
  { href: "/admin/products", label: "Products" },
  { href: "/admin/items", label: "Items" },
  { href: "/admin/moderation", label: "Listings to review" },
  { href: "/admin/orders", label: "Orders" },
  { href: "/admin/payouts", label: "Payouts" },
  { href: "/admin/content", label: "Content" },
  { href: "/admin/recalls", label: "Recalls" },
  { href: "/admin/announcements", label: "Announcements" },
  { href: "/admin/audit", label: "Audit log" },
] as const;

/** The console's sections; a section with work waiting shows how much. */
export function AdminNav({ counts = {} }: { counts?: Partial<Record<string, number>> }) {
  return <SectionNav label="Console" links={LINKS} root="/admin" counts={counts} />;
}
