import type { Metadata } from "next";
import { AdminNav } from "@/features/admin/components/admin-nav";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { operatorForPage } from "@/features/admin/server";
import { moderationCount } from "@/features/admin/server/moderation";
import { classChangeCount } from "@/features/compliance/server";

export const metadata: Metadata = { title: { default: "Console", template: "%s | DVM Console" } };

/** Each page checks the operator again: a layout is not re-run on every client navigation. */
export default async function ConsoleLayout({ children }: { children: React.ReactNode }) {
  const op = await operatorForPage("/admin");
  if (!op)
    return (
      <main id="console-main" className="flex-1 px-4">
        <ConsoleForbidden />
      </main>
    );
  return (
    <div className="flex flex-1 flex-col md:flex-row">
      <AdminNav counts={await waitingCounts()} />
      <main id="console-main" className="min-w-0 flex-1 px-4 py-6 md:px-8">
        {children}
      </main>
    </div>
  );
}

/** The work waiting in each section, for the menu. */
async function waitingCounts() {
  const [classChanges, listings] = await Promise.all([classChangeCount(), moderationCount()]);
  return { "/admin/class-changes": classChanges, "/admin/moderation": listings };
}
