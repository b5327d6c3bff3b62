import { ContentList } from "./content-list";
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
        <ContentList
          key={kind}
          id={kind}
          heading={EVENT_LABEL[kind].plural}
          newLink={{ href: `/admin/content/events/${kind}/new`, label: `New ${EVENT_LABEL[kind].one}` }}
          rows={rows.map((r) => ({
            ...r,
            href: `/admin/content/events/${kind}/${r.id}`,
            status: r.published === null ? null : r.published ? "Published" : "Draft",
            live: r.published === true,
          }))}
        />
      ))}
    </>
  );
}
