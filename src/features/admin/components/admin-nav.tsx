"use client";
import { Menu, X } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";

const LINKS = [
  { href: "/admin", label: "Overview" },
  { href: "/admin/buyers", label: "Buyers" },
  { href: "/admin/credentials", label: "Credentials" },
  { href: "/admin/class-changes", label: "Class changes" },
  { href: "/admin/sellers", label: "Sellers" },
  { href: "/admin/applications", label: "Seller applications" },
  { href: "/admin/orders", label: "Orders" },
  { href: "/admin/content", label: "Content" },
  { href: "/admin/recalls", label: "Recalls" },
  { href: "/admin/announcements", label: "Announcements" },
  { href: "/admin/audit", label: "Audit log" },
] as const;

const isCurrent = (path: string, href: string) =>
  href === "/admin" ? path === href : path === href || path.startsWith(`${href}/`);

/**
 * The console's sections: a sidebar from md up; on phones a "Sections" button opens the list, and
 * choosing a section closes it again. The current section is marked for screen readers too; a
 * section with work waiting shows how much.
 */
export function AdminNav({ counts = {} }: { counts?: Partial<Record<string, number>> }) {
  const path = usePathname();
  // the list is open for the page it was opened on: choosing a section (a new path) closes it
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === path;
  const current = LINKS.find((l) => isCurrent(path, l.href));
  return (
    <nav aria-label="Console" className="border-b border-slate-200 md:w-52 md:shrink-0 md:border-r md:border-b-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="console-sections"
        onClick={() => setOpenOn(open ? null : path)}
        className="flex w-full items-center gap-2 px-4 py-3 text-sm font-medium md:hidden"
      >
        {open ? <X className="size-4" aria-hidden /> : <Menu className="size-4" aria-hidden />}
        Sections
        {current && <span className="ml-auto text-slate-500">{current.label}</span>}
      </button>
      <ul
        id="console-sections"
        className={`${open ? "flex" : "hidden"} flex-col gap-1 px-2 pb-3 md:flex md:px-3 md:py-4`}
      >
        {LINKS.map((l) => {
          const here = isCurrent(path, l.href);
          return (
            <li key={l.href}>
              <Link
                href={l.href}
                aria-current={here ? "page" : undefined}
                className={`block rounded-md px-3 py-2 text-sm font-medium ${
                  here ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100"
                }`}
              >
                {l.label}
                {!!counts[l.href] && (
                  <span className="ml-2 rounded-full bg-amber-100 px-2 text-xs text-amber-900">
                    {counts[l.href]}
                    <span className="sr-only"> waiting</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
