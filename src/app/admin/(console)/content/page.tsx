import type { Metadata } from "next";
import Link from "next/link";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { KIND_LABEL } from "@/features/admin/components/content-fields";
import { CONTENT_KINDS } from "@/features/admin/schemas";
import { operatorForPage } from "@/features/admin/server";
import { listContent } from "@/features/admin/server/content";
import { EventLists } from "@/features/admin/components/event-lists";

export const metadata: Metadata = { title: "Content" };

export default async function ContentPage() {
  if (!(await operatorForPage("/admin/content"))) return <ConsoleForbidden />;
  const lists = await Promise.all(CONTENT_KINDS.map(async (k) => [k, await listContent(k)] as const));
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">Content</h1>
      <p className="text-sm text-slate-600">
        Blogs, FAQs, info pages, webinars, expo speakers and courses. A saved change shows on the storefront at once;
        drafts stay here.
      </p>
      <p>
        <Link href="/admin/content/banner" className="btn-outline">
          Countdown banner
        </Link>
      </p>
      {lists.map(([kind, rows]) => (
        <section key={kind} aria-labelledby={`h-${kind}`} className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={`h-${kind}`} className="text-lg font-semibold">
              {KIND_LABEL[kind].plural}
            </h2>
            {kind !== "pages" && (
              <Link href={`/admin/content/${kind}/new`} className="btn-outline">
                New {KIND_LABEL[kind].one}
              </Link>
            )}
          </div>
          {rows.length === 0 ? (
            <p className="text-sm text-slate-600">Nothing yet.</p>
          ) : (
            <ul className="max-h-96 divide-y divide-slate-200 overflow-y-auto rounded-md border border-slate-200">
              {rows.map((r) => (
                <li key={r.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
                  <Link href={`/admin/content/${kind}/${r.id}`} className="min-w-0 truncate text-brand-700 underline">
                    {r.title}
                  </Link>
                  <span
                    className={`shrink-0 rounded px-2 py-0.5 text-xs ${r.published ? "bg-emerald-50 text-emerald-800" : "bg-slate-100 text-slate-700"}`}
                  >
                    {r.published ? "Published" : kind === "pages" ? "Built-in" : "Draft"}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <EventLists />
    </div>
  );
}
