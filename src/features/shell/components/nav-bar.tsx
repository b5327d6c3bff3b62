"use client";
import { DropdownMenu } from "radix-ui";
import { ChevronDown, LayoutGrid } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { isCurrentPath } from "../rules";
import { closeAfterDelay } from "./menu-close";
import { NavLink } from "./nav-link";
import { SHOP_NOW, SPECIAL_OFFERS, type NavEntry } from "./nav-links";

const CategorySidebar = dynamic(() => import("./category-sidebar").then((m) => m.CategorySidebar), { ssr: false });

const item =
  "rounded px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 whitespace-nowrap";
const current = "text-brand-700 font-semibold cursor-default hover:bg-transparent";
const menuItem =
  "block rounded px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";

function Menu({ label, entries, children }: { label: string; entries: NavEntry[]; children?: React.ReactNode }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      {children ?? (
        <DropdownMenu.Trigger className={`${item} inline-flex items-center gap-1`}>
          {label}
          <ChevronDown className="size-3.5" aria-hidden />
        </DropdownMenu.Trigger>
      )}
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          onInteractOutside={closeAfterDelay(() => setOpen(false))}
          className="z-50 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {entries.map((e) =>
            isCurrentPath(pathname, e.href) ? (
              <DropdownMenu.Item key={e.href} disabled className={`${menuItem} ${current}`} aria-current="page">
                {e.label}
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.Item key={e.href} asChild>
                <Link href={e.href} className={menuItem}>
                  {e.label}
                </Link>
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The small navigation bar of SPEC §2 (desktop). */
export function NavBar() {
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  return (
    <nav aria-label="Main" className="hidden border-t border-slate-100 md:block">
      <div className="container-page flex items-center gap-1 overflow-x-auto py-1">
        <button
          type="button"
          onClick={() => setCategoriesOpen(true)}
          className="btn-primary mr-2 py-1.5"
          aria-haspopup="dialog"
        >
          <LayoutGrid className="size-4" aria-hidden />
          Categories
        </button>
        <NavLink href="/on-demand-learning" className={item} currentClassName={current}>
          On Demand Learning
        </NavLink>
        <NavLink href="/learn-at-lunch" className={item} currentClassName={current}>
          Learn at Lunch
        </NavLink>
        <Menu label="Shop Now" entries={SHOP_NOW} />
        <Menu label="Special Offers" entries={SPECIAL_OFFERS} />
        <NavLink href="/sell-on-dvm" className={item} currentClassName={current}>
          Sell on DVM
        </NavLink>
        <span className="inline-flex items-center">
          <NavLink href="/virtual-expo" className={`${item} pr-1`} currentClassName={current}>
            Virtual Expo
          </NavLink>
          <Menu label="Virtual Expo" entries={[{ href: "/sponsored-program", label: "Sponsored Program" }]}>
            <DropdownMenu.Trigger
              aria-label="Virtual Expo submenu"
              className="rounded p-1.5 text-slate-600 hover:bg-brand-50"
            >
              <ChevronDown className="size-3.5" aria-hidden />
            </DropdownMenu.Trigger>
          </Menu>
        </span>
        <NavLink href="/vet-rep-finder" className={item} currentClassName={current}>
          Vet Rep Finder
        </NavLink>
        <NavLink href="/blogs" className={item} currentClassName={current}>
          Blogs
        </NavLink>
      </div>
      {categoriesOpen && <CategorySidebar open={categoriesOpen} onOpenChange={setCategoriesOpen} />}
    </nav>
  );
}
