import type { Metadata } from "next";
import { DataTable } from "@/components/ui/data-table";
import { ListPage } from "@/components/ui/list-page";
import { AnnounceForm } from "@/features/admin/components/announce-form";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { announcementHistoryQuerySchema } from "@/features/admin/operator-schemas";
import { operatorForPage } from "@/features/admin/server";
import { announcementHistory } from "@/features/admin/server/announce";
import { stateCode, stateName } from "@/lib/us-states";

export const metadata: Metadata = { title: "Announcements" };

type Audience = { level?: number; state?: string; confirmed?: boolean };

/** "Level 3 · Missouri · confirmed only", or "All buyers". */
function audienceText(a: Audience): string {
  const code = a.state ? stateCode(a.state) : null;
  const parts = [
    a.level !== undefined ? `Level ${a.level}` : null,
    a.state ? (code ? stateName(code) : a.state) : null,
    a.confirmed === undefined ? null : a.confirmed ? "confirmed only" : "unconfirmed only",
  ].filter(Boolean);
  return parts.length ? parts.join(" · ") : "All buyers";
}

export default async function AnnouncementsPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  if (!(await operatorForPage("/admin/announcements"))) return <ConsoleForbidden />;
  const parsed = announcementHistoryQuerySchema.safeParse(await searchParams);
  const page = parsed.success ? (parsed.data.page ?? 1) : 1;
  const history = await announcementHistory(page);
  return (
    <div className="space-y-6">
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">Announcements</h1>
        <p className="text-sm text-slate-600">Buyers see it in their notifications at once, on every open page.</p>
        <AnnounceForm />
      </div>
      <section aria-labelledby="sent" className="space-y-3">
        <h2 id="sent" className="text-xl font-bold">
          Sent
        </h2>
        <ListPage
          path="/admin/announcements"
          label="Announcements sent"
          filters={[]}
          values={{ page }}
          rows={history.data.length}
          total={history.total}
          empty={{ none: "No announcement has been sent yet.", noMatch: "No announcement has been sent yet." }}
        >
          <DataTable
            caption="Announcements sent, newest first"
            rows={history.data}
            rowKey={(a) => a.id}
            columns={[
              { header: "Sent", cell: (a) => `${a.at.slice(0, 16).replace("T", " ")} UTC` },
              { header: "What", cell: (a) => <span className="block min-w-40">{a.body}</span> },
              { header: "To", cell: (a) => audienceText(a.audience) },
              { header: "Buyers", cell: (a) => a.recipients, align: "right" },
              { header: "By", cell: (a) => a.by, wide: true },
            ]}
          />
        </ListPage>
      </section>
    </div>
  );
}
