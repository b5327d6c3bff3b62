import type { Metadata } from "next";
import { AnnounceForm } from "@/features/admin/components/announce-form";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { operatorForPage } from "@/features/admin/server";

export const metadata: Metadata = { title: "Announcements" };

export default async function AnnouncementsPage() {
  if (!(await operatorForPage("/admin/announcements"))) return <ConsoleForbidden />;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Announcements</h1>
      <p className="text-sm text-slate-600">Buyers see it in their notifications at once, on every open page.</p>
      <AnnounceForm />
    </div>
  );
}
