import { getViewer } from "@/features/accounts/server/session";
import { isOperator } from "@/features/admin";
import { WorkspaceHeader, type Workspace } from "@/features/shell/components/workspace-header";

const CONSOLE: Workspace = {
  title: "DVM Console",
  home: "/admin",
  signInPath: "/admin/signin",
  menuLabel: "Operator menu",
  mainId: "console-main",
};

/**
 * The console's shell for every /admin page, sign-in included: its own header instead of the
 * storefront's (the root layout's storefront frame steps aside here), the providers stay shared.
 */
export default async function ConsoleShell({ children }: { children: React.ReactNode }) {
  const viewer = await getViewer();
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <WorkspaceHeader workspace={CONSOLE} email={viewer && isOperator(viewer) ? viewer.email : null} />
      {children}
    </div>
  );
}
