import Link from "next/link";
import { EVENT_KINDS, type EventKind } from "../event-schemas";
import { listCoursesForConsole, listSpeakersForConsole, listWebinarsForConsole } from "../server/events";
import { EVENT_LABEL } from "./event-fields";

type Row = { id: string; title: string; note: string; published: boolean | null };

async function rowsOf(kind: EventKind): Promise<Row[]> {
  if (kind === "webinars")
    return (await listWebinarsForConsole()).map((w) => ({
      id: String(w.id),
      title: w.title,
      note: `${w.startsAt.toISOString().slice(0, 10)} · ${w.registrations} registered`,
      published: w.published,
    }));
  if (kind === "speakers")
    return (await listSpeakersForConsole()).map((s) => ({
      id: String(s.id),
      title: s.name,
      note: s.title,
      published: null,
    }));
  return (await listCoursesForConsole()).map((c) => ({
    id: String(c.id),
    title: c.title,
    note: c.kind,
    published: c.published,
  }));
}

/** The console's lists of webinars, expo speakers and courses (a server component). */
export async function EventLists() {
  const lists = await Promise.all(EVENT_KINDS.map(async (k) => [k, await rowsOf(k)] as const));
  return (
    <>
      <p>
        <a href="/api/admin/registrations/export" className="btn-outline" download>
          Download all expo registrations (CSV)
        </a>
      </p>
      {lists.map(([kind, rows]) => (
        <section key={kind} aria-labelledby={`h-${kind}`} className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={`h-${kind}`} className="text-lg font-semibold">
              {EVENT_LABEL[kind].plural}
            </h2>
            <Link href={`/admin/content/events/${kind}/new`} className="btn-outline">
              New {EVENT_LABEL[kind].one}
            </Link>
          </div>
          {rows.length === 0 ? (
            <p className="text-sm text-slate-600">Nothing yet.</p>
          ) : (
            <ul className="max-h-96 divide-y divide-slate-200 overflow-y-auto rounded-md border border-slate-200">
              {rows.map((r) => (
                <li key={r.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
                  <span className="min-w-0">
                    <Link
                      href={`/admin/content/events/${kind}/${r.id}`}
                      className="block truncate text-brand-700 underline"
                    >
                      {r.title}
                    </Link>
                    <span className="block truncate text-xs text-slate-500">{r.note}</span>
                  </span>
                  {r.published !== null && (
                    <span
                      className={`shrink-0 rounded px-2 py-0.5 text-xs ${r.published ? "bg-emerald-50 text-emerald-800" : "bg-slate-100 text-slate-700"}`}
                    >
                      {r.published ? "Published" : "Draft"}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}
