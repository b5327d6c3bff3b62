"use client";
import { MenuStandIn } from "@/components/ui/menu-stand-in";
import { ChevronDown, LayoutGrid } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { NavLink } from "./nav-link";
import { SHOP_NOW, SPECIAL_OFFERS, type NavEntry } from "./nav-links";
import { navCurrent, navItem } from "./nav-menu-styles";

const CategorySidebar = dynamic(() => import("./category-sidebar").then((m) => m.CategorySidebar), { ssr: false });

const item = navItem;
const current = navCurrent;

type NavMenuComponent = typeof import("./nav-menu").NavMenu;
const loadMenu = () => import("./nav-menu").then((m) => m.NavMenu);

/**
 * A plain button of the same look and name stands in for the dropdown until its code (Radix menu
 * and positioning) is here: a pointer or focus starts the download, a click opens it on arrival.
 */
function Menu(props: { entries: NavEntry[]; trigger: React.ReactNode; triggerClass: string; triggerLabel?: string }) {
  const [loaded, setLoaded] = useState<{ NavMenu: NavMenuComponent } | null>(null);
  if (loaded) return <loaded.NavMenu {...props} defaultOpen />;
  const prefetch = () => void loadMenu().catch(() => undefined);
  const open = () => void loadMenu().then((NavMenu) => setLoaded({ NavMenu }));
  return (
    <MenuStandIn className={props.triggerClass} label={props.triggerLabel} prefetch={prefetch} open={open}>
      {props.trigger}
    </MenuStandIn>
  );
}

const labelled = (label: string) => (
  <>
    {label}
    <ChevronDown className="size-3.5" aria-hidden />
  </>
);

/** The small navigation bar of SPEC §2 (desktop). */
export function NavBar() {
  const [categoriesOpen, setCategoriesOpen] = useState(false);
  const [categoriesOpenedAt, setCategoriesOpenedAt] = useState<number | null>(null);
  return (
    <nav aria-label="Main" className="hidden border-t border-slate-100 md:block">
      <div className="container-page flex items-center gap-1 overflow-x-auto py-1">
        <button
          type="button"
          onClick={() => {
            setCategoriesOpenedAt(performance.now());
            setCategoriesOpen(true);
          }}
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
        <Menu
          trigger={labelled("Shop Now")}
          triggerClass={`${item} inline-flex items-center gap-1`}
          entries={SHOP_NOW}
        />
        <Menu
          trigger={labelled("Special Offers")}
          triggerClass={`${item} inline-flex items-center gap-1`}
          entries={SPECIAL_OFFERS}
        />
        <NavLink href="/sell-on-dvm" className={item} currentClassName={current}>
          Sell on DVM
        </NavLink>
        <span className="inline-flex items-center">
          <NavLink href="/virtual-expo" className={`${item} pr-1`} currentClassName={current}>
            Virtual Expo
          </NavLink>
          <Menu
            trigger={<ChevronDown className="size-3.5" aria-hidden />}
            triggerLabel="Virtual Expo submenu"
            triggerClass="rounded p-1.5 text-slate-600 hover:bg-brand-50"
            entries={[{ href: "/sponsored-program", label: "Sponsored Program" }]}
          />
        </span>
        <NavLink href="/vet-rep-finder" className={item} currentClassName={current}>
          Vet Rep Finder
        </NavLink>
        <NavLink href="/blogs" className={item} currentClassName={current}>
          Blogs
        </NavLink>
      </div>
      {categoriesOpen && (
        <CategorySidebar open={categoriesOpen} onOpenChange={setCategoriesOpen} openedAt={categoriesOpenedAt} />
      )}
    </nav>
  );
}
