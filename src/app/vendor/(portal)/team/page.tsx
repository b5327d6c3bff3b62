import type { Metadata } from "next";
import { can } from "@/features/vendor-portal";
import { TeamManager } from "@/features/vendor-portal/shop/components/team-manager";
import { listTeam, requireVendorPage } from "@/features/vendor-portal/server/shop-routes";

export const metadata: Metadata = { title: "Team" };

export default async function VendorTeamPage() {
  const ctx = await requireVendorPage();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Team</h1>
      <p className="text-sm text-slate-600">
        Owners manage everything; managers also change prices and payment details; staff run orders and listings.
      </p>
      {can(ctx.role, "manage_team") ? (
        <TeamManager members={await listTeam(ctx)} />
      ) : (
        <p className="card p-6 text-slate-600">Only your shop&apos;s owner manages the team.</p>
      )}
    </div>
  );
}
