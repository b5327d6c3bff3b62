import type { Metadata } from "next";
import { AdminNav } from "@/features/admin/components/admin-nav";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { operatorForPage } from "@/features/admin/server";

export const metadata: Metadata = { title: { default: "Console", template: "%s | DVM Console" } };
export const dynamic = "force-dynamic";

/** Each page checks the operator again: a layout is not re-run on every client navigation. */
export default async function ConsoleLayout({ children }: { children: React.ReactNode }) {
  const op = await operatorForPage("/admin");
  if (!op) return <ConsoleForbidden />;
  return (
    <div className="container-page flex flex-col py-4 md:flex-row md:gap-6">
      <AdminNav />
      <div className="min-w-0 flex-1 py-4">{children}</div>
    </div>
  );
}
