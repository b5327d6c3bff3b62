"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";

const LINKS = [
  { href: "/admin", label: "Overview" },
  { href: "/admin/buyers", label: "Buyers" },
  { href: "/admin/orders", label: "Orders" },
  { href: "/admin/sellers", label: "Sellers" },
  { href: "/admin/credentials", label: "Credentials" },
  { href: "/admin/recalls", label: "Recalls" },
  { href: "/admin/announcements", label: "Announcements" },
  { href: "/admin/audit", label: "Audit log" },
] as const;

const isCurrent = (path: string, href: string) => (href === "/admin" ? path === href : path.startsWith(href));

/** A scrolling tab row on phones, a sidebar from md up; the current section is marked for screen readers too. */
export function AdminNav() {
  const path = usePathname();
  return (
    <nav aria-label="Console" className="border-b border-slate-200 md:border-r md:border-b-0">
      <ul className="flex gap-1 overflow-x-auto px-2 py-2 md:w-48 md:flex-col md:px-3 md:py-4">
        {LINKS.map((l) => {
          const current = isCurrent(path, l.href);
          return (
            <li key={l.href} className="shrink-0">
              <Link
                href={l.href}
                aria-current={current ? "page" : undefined}
                className={`block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap ${
                  current ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"
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
