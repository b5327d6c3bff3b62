"use client";
import { Menu, X } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";

export type SectionLink = { href: string; label: string };

/** The section a path is in: the root only on itself, any other section on itself and below. */
export function currentSection(path: string, links: readonly SectionLink[], root: string): SectionLink | undefined {
  return links.find((l) => (l.href === root ? path === root : path === l.href || path.startsWith(`${l.href}/`)));
}

/**
 * The sections of a workspace (the console, the vendor portal): a sidebar from md up; on phones a
 * "Sections" button opens the list, and choosing a section closes it again. The current section is
 * marked for screen readers too; a section with work waiting shows how much.
 */
export function SectionNav({
  label,
  links,
  root,
  counts = {},
}: {
  /** the navigation's accessible name: "Console", "Vendor portal" */
  label: string;
  links: readonly SectionLink[];
  /** the workspace's home, current only on itself */
  root: string;
  counts?: Partial<Record<string, number>>;
}) {
  const path = usePathname();
  // the list is open for the page it was opened on: choosing a section (a new path) closes it
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === path;
  const current = currentSection(path, links, root);
  const listId = `${label.toLowerCase().replace(/\W+/g, "-")}-sections`;
  return (
    <nav aria-label={label} className="border-b border-slate-200 md:w-52 md:shrink-0 md:border-r md:border-b-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? null : path)}
        className="flex w-full items-center gap-2 px-4 py-3 text-sm font-medium md:hidden"
      >
        {open ? <X className="size-4" aria-hidden /> : <Menu className="size-4" aria-hidden />}
        Sections
        {current && <span className="ml-auto text-slate-500">{current.label}</span>}
      </button>
      <ul id={listId} className={`${open ? "flex" : "hidden"} flex-col gap-1 px-2 pb-3 md:flex md:px-3 md:py-4`}>
        {links.map((l) => {
          const here = current?.href === l.href;
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
