import type { Metadata } from "next";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { LocationsPanel } from "@/features/clinic/components/locations-panel";
import { can } from "@/features/clinic/rules";
import { clinicContext } from "@/features/clinic/server/context";

export const metadata: Metadata = { title: "Clinic locations and budgets" };

export default async function Page() {
  const viewer = await requirePageViewer("/clinic/locations");
  const ctx = await clinicContext(viewer);
  if (!ctx) return <p>You are not a member of a clinic.</p>;
  return <LocationsPanel canBudget={can(ctx.role, "set_budgets")} canEdit={can(ctx.role, "manage_locations")} />;
}
