import Link from "@/components/ui/intent-link";
import type { ReactNode } from "react";
import { QueryIsland } from "@/components/queries/query-island";
import { ClinicSwitcher } from "@/features/clinic/components/clinic-switcher";

const TABS = [
  ["/clinic/approvals", "Approvals"],
  ["/clinic/members", "Members"],
  ["/clinic/locations", "Locations & budgets"],
  ["/clinic/inventory", "Inventory"],
  ["/clinic/spending", "Spending & stock"],
  ["/clinic/guides", "Order guides"],
  ["/clinic/reorders", "Scheduled reorders"],
] as const;

export default function ClinicLayout({ children }: { children: ReactNode }) {
  // the switcher and every panel read the clinic through the query cache
  return (
    <QueryIsland>
      <div className="container-page space-y-4 py-6">
        <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <h1 className="text-2xl font-bold">Clinic</h1>
          <ClinicSwitcher />
        </div>
        <nav aria-label="Clinic" className="flex gap-4 overflow-x-auto border-b border-slate-200 text-sm">
          {TABS.map(([href, label]) => (
            <Link key={href} href={href} className="whitespace-nowrap py-2 font-medium hover:text-brand-700">
              {label}
            </Link>
          ))}
        </nav>
        {children}
      </div>
    </QueryIsland>
  );
}
