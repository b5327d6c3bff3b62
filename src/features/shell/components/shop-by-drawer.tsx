"use client";
import { closeOnLinkClick, LeftDrawer } from "./left-drawer";
import { Dialog } from "radix-ui";
import { UserCircle2, X } from "lucide-react";
import Link from "@/components/ui/intent-link";
import { useViewer, SignOutButton } from "@/features/accounts";
import { CUT, cutText } from "@/lib/text";
import { SHELL_LIMITS } from "../rules";
import { CategorySearch, sidebarItemClass } from "./category-search";
import { CollapsibleList } from "./collapsible-list";
import { useSidebarData } from "./use-sidebar-data";
import { ImageWithFallback } from "@/components/ui/image-with-fallback";
import { withQueries } from "@/components/queries/query-island";

function Avatar({ src }: { src: string | null }) {
  const usable = src && (src.startsWith("data:") || src.startsWith("/") || /^https?:\/\//.test(src));
  if (usable)
    return <ImageWithFallback src={src} alt="" width={40} height={40} className="size-10 rounded-full object-cover" />;
  return <UserCircle2 className="size-10 text-white/90" aria-hidden />;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="border-b border-slate-200 px-4 py-4">
      <h3 className="mb-2 text-base font-bold">{title}</h3>
      {children}
    </section>
  );
}

/** The shop-by drawer (SPEC §2): categories with search, vendors, providers, help & settings. */
function ShopByDrawerView({
  open,
  onOpenChange,
  openedAt,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  openedAt?: number | null;
}) {
  const viewer = useViewer();
  const { data, isPending } = useSidebarData(open, openedAt);
  const closeOnLink = closeOnLinkClick(() => onOpenChange(false));
  return (
    <LeftDrawer
      open={open}
      onOpenChange={onOpenChange}
      description="Shop by categories, vendors and service providers"
      header={
        <div className="flex items-center gap-3 bg-ink px-4 py-3 text-white">
          <Avatar src={viewer?.profileImage ?? null} />
          <Dialog.Title className="flex-1 text-lg font-bold">
            {viewer ? (
              `${viewer.firstName} ${viewer.lastName}`
            ) : (
              <Link href="/auth/signin" onClick={() => onOpenChange(false)}>
                Hi, Sign in
              </Link>
            )}
          </Dialog.Title>
          <Dialog.Close aria-label="Close menu" className="rounded p-1 hover:bg-white/10">
            <X className="size-5" aria-hidden />
          </Dialog.Close>
        </div>
      }
    >
      <nav aria-label="Shop by" className="flex-1 overflow-y-auto" onClick={closeOnLink}>
        {isPending || !data ? (
          <p className="p-4 text-sm text-slate-500" role="status">
            Loading…
          </p>
        ) : (
          <>
            <Section title="Shop by Categories">
              <CategorySearch initial={data.shop_by_department} />
            </Section>
            <Section title="Shop by Vendors">
              <CollapsibleList
                items={data.vendors}
                visible={SHELL_LIMITS.visibleVendors}
                label="Vendors"
                render={(v) => (
                  <li key={v.id}>
                    <Link href={`/vendors/${v.slug}`} className={sidebarItemClass}>
                      {cutText(v.name, CUT.sidebarName)}
                    </Link>
                  </li>
                )}
              />
            </Section>
            <Section title="Shop by Service Providers">
              <CollapsibleList
                items={data.serviceProviders}
                visible={SHELL_LIMITS.visibleServiceProviders}
                label="Service providers"
                render={(p) => (
                  <li key={p.id}>
                    <Link href={`/service-providers/${p.slug}`} className={sidebarItemClass}>
                      {cutText(p.name, CUT.sidebarName)}
                    </Link>
                  </li>
                )}
              />
            </Section>
          </>
        )}
        <Section title="Help & Settings">
          <ul className="space-y-0.5">
            {viewer && (
              <li>
                <Link href={`/dashboard/user/${viewer.id}`} className={sidebarItemClass}>
                  Your Account
                </Link>
              </li>
            )}
            {viewer?.state && viewer.country && (
              <li className="px-2 py-1.5 text-sm text-slate-600">
                {viewer.state}, {viewer.country}
              </li>
            )}
            <li>
              <Link href="/contact" className={sidebarItemClass}>
                Customer Service
              </Link>
            </li>
            <li>
              {viewer ? (
                <SignOutButton className={`${sidebarItemClass} w-full text-left`} />
              ) : (
                <Link href="/auth/signin" className={sidebarItemClass}>
                  Sign in
                </Link>
              )}
            </li>
          </ul>
        </Section>
      </nav>
    </LeftDrawer>
  );
}

/** Loaded on demand, so it brings the page's query cache with it. */
export const ShopByDrawer = withQueries(ShopByDrawerView);
