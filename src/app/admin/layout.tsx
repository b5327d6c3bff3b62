import { getViewer } from "@/features/accounts/server/session";
import { isOperator } from "@/features/admin";
import { ConsoleHeader } from "@/features/admin/components/console-header";

/**
 * The console's shell for every /admin page, sign-in included: its own header instead of the
 * storefront's (the root layout's storefront frame steps aside here), the providers stay shared.
 */
export default async function ConsoleShell({ children }: { children: React.ReactNode }) {
  const viewer = await getViewer();
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <ConsoleHeader email={viewer && isOperator(viewer) ? viewer.email : null} />
      {children}
    </div>
  );
}
