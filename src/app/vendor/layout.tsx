import { getViewer } from "@/features/accounts/server/session";
import { WorkspaceHeader, type Workspace } from "@/features/shell/components/workspace-header";

const PORTAL: Workspace = {
  title: "DVM Vendor Portal",
  home: "/vendor",
  signInPath: "/vendor/signin",
  menuLabel: "Vendor menu",
  mainId: "portal-main",
};

/**
 * The vendor portal's shell for every /vendor page, sign-in included: a vendor user never buys, so
 * the storefront's header (cart, coins, search) steps aside for the portal's own; providers stay shared.
 */
export default async function VendorShell({ children }: { children: React.ReactNode }) {
  const viewer = await getViewer();
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <WorkspaceHeader workspace={PORTAL} email={viewer?.role === "vendor" ? viewer.email : null} />
      {children}
    </div>
  );
}
