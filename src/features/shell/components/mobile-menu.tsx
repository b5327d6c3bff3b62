"use client";
import { closeOnLinkClick, DrawerHeader, LeftDrawer } from "./left-drawer";
import { useViewer } from "@/features/accounts";
import { NavLink } from "./nav-link";
import { MOBILE_MENU } from "./nav-links";

const link = "block rounded px-3 py-2 text-sm text-slate-700 hover:bg-slate-100";

/** Mobile menu: every page, plus 'My Account' when signed in (SPEC §2). */
export function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const viewer = useViewer();
  const closeOnLink = closeOnLinkClick(() => onOpenChange(false));
  return (
    <LeftDrawer
      open={open}
      onOpenChange={onOpenChange}
      widthClass="w-80 max-w-[88vw]"
      description="All pages of DVM Market"
      header={<DrawerHeader title="Menu" closeLabel="Close menu" />}
    >
      <nav aria-label="All pages" className="flex-1 overflow-y-auto p-2" onClick={closeOnLink}>
        {viewer && (
          <NavLink
            href={`/dashboard/user/${viewer.id}`}
            className={`${link} font-semibold`}
            currentClassName="text-brand-700"
          >
            My Account
          </NavLink>
        )}
        {viewer && !viewer.isSalesRep && (
          <NavLink href="/wishlist" className={link} currentClassName="font-semibold text-brand-700">
            Wishlist
          </NavLink>
        )}
        {viewer && !viewer.isSalesRep && (
          <NavLink
            href={`/dashboard/user/${viewer.id}/coins`}
            className={link}
            currentClassName="font-semibold text-brand-700"
          >
            My Coins
          </NavLink>
        )}
        {MOBILE_MENU.map((group) => (
          <div key={group.title} className="mt-2">
            <p className="px-3 py-1 text-xs font-semibold uppercase tracking-wide text-slate-500">{group.title}</p>
            <ul>
              {group.links.map((l) => (
                <li key={l.href}>
                  <NavLink href={l.href} className={link} currentClassName="font-semibold text-brand-700">
                    {l.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </LeftDrawer>
  );
}
