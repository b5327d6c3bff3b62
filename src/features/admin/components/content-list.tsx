import Link from "next/link";

export type ContentListRow = {
  id: string;
  href: string;
  title: string;
  note?: string;
  /** the badge ("Published", "Draft", "Built-in"); null: the kind has no drafts */
  status: string | null;
  live: boolean;
};

/** One kind of content in the console: its heading, a New link, and its items with their state. */
export function ContentList(props: {
  id: string;
  heading: string;
  newLink?: { href: string; label: string };
  rows: ContentListRow[];
}) {
  const { id, heading, newLink, rows } = props;
  return (
    <section aria-labelledby={`h-${id}`} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`h-${id}`} className="text-lg font-semibold">
          {heading}
        </h2>
        {newLink && (
          <Link href={newLink.href} className="btn-outline">
            {newLink.label}
          </Link>
        )}
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing yet.</p>
      ) : (
        <ul className="max-h-96 divide-y divide-slate-200 overflow-y-auto rounded-md border border-slate-200">
          {rows.map((r) => (
            <li key={r.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
              <span className="min-w-0">
                <Link href={r.href} className="block truncate text-brand-700 underline">
                  {r.title}
                </Link>
                {r.note && <span className="block truncate text-xs text-slate-500">{r.note}</span>}
              </span>
              {r.status && (
                <span
                  className={`shrink-0 rounded px-2 py-0.5 text-xs ${r.live ? "bg-emerald-50 text-emerald-800" : "bg-slate-100 text-slate-700"}`}
                >
                  {r.status}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
