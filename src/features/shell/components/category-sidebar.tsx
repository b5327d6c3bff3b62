"use client";
import { closeOnLinkClick, DrawerHeader, LeftDrawer } from "./left-drawer";
import { Accordion } from "radix-ui";
import { ChevronDown } from "lucide-react";
import Link from "@/components/ui/intent-link";
import { CUT, cutText } from "@/lib/text";
import { sidebarItemClass } from "./category-search";
import { useSidebarData } from "./use-sidebar-data";
import { withQueries } from "@/components/queries/query-island";

const trigger =
  "flex w-full items-center justify-between px-4 py-3 text-left text-sm font-semibold hover:bg-slate-50 [&[data-state=open]>svg]:rotate-180";

/** The 'Categories' sidebar: accordion of departments, plus vendors and service providers. */
function CategorySidebarView({
  open,
  onOpenChange,
  openedAt,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  openedAt?: number | null;
}) {
  const { data } = useSidebarData(open, openedAt);
  const closeOnLink = closeOnLinkClick(() => onOpenChange(false));
  return (
    <LeftDrawer
      open={open}
      onOpenChange={onOpenChange}
      description="Browse departments, vendors and service providers"
      header={<DrawerHeader title="Categories" closeLabel="Close categories" />}
    >
      <nav aria-label="Categories" className="flex-1 overflow-y-auto" onClick={closeOnLink}>
        {!data ? (
          <p className="p-4 text-sm text-slate-500" role="status">
            Loading…
          </p>
        ) : (
          <Accordion.Root type="multiple">
            {data.shop_by_department.map((d) => (
              <Accordion.Item key={d.id} value={`d${d.id}`} className="border-b border-slate-100">
                <Accordion.Header>
                  <Accordion.Trigger className={trigger}>
                    {cutText(d.name, CUT.sidebarName)}
                    <ChevronDown className="size-4 transition" aria-hidden />
                  </Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content className="pb-2 pl-4">
                  <ul>
                    <li>
                      <Link href={`/${d.slug}`} className={sidebarItemClass}>
                        All {d.name}
                      </Link>
                    </li>
                    {d.subcategories.map((s) => (
                      <li key={s.id}>
                        <Link href={`/${s.slug}`} className={sidebarItemClass}>
                          {cutText(s.name, CUT.sidebarName)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </Accordion.Content>
              </Accordion.Item>
            ))}
            {(
              [
                ["Vendors", data.vendors, "/vendors"],
                ["Service Providers", data.serviceProviders, "/service-providers"],
              ] as const
            ).map(([title, list, base]) => (
              <Accordion.Item key={title} value={title} className="border-b border-slate-100">
                <Accordion.Header>
                  <Accordion.Trigger className={trigger}>
                    {title}
                    <ChevronDown className="size-4 transition" aria-hidden />
                  </Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content className="pb-2 pl-4">
                  <ul>
                    {list.map((v) => (
                      <li key={v.id}>
                        <Link href={`${base}/${v.slug}`} className={sidebarItemClass}>
                          {cutText(v.name, CUT.sidebarName)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        )}
      </nav>
    </LeftDrawer>
  );
}

/** Loaded on demand, so it brings the page's query cache with it. */
export const CategorySidebar = withQueries(CategorySidebarView);
