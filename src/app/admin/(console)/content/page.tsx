import type { Metadata } from "next";
import Link from "next/link";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { KIND_LABEL } from "@/features/admin/components/content-fields";
import { CONTENT_KINDS } from "@/features/admin/schemas";
import { operatorForPage } from "@/features/admin/server";
import { listContent } from "@/features/admin/server/content";
import { EventLists } from "@/features/admin/components/event-lists";
import { ContentList } from "@/features/admin/components/content-list";

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
        <ContentList
          key={kind}
          id={kind}
          heading={KIND_LABEL[kind].plural}
          newLink={
            kind === "pages" ? undefined : { href: `/admin/content/${kind}/new`, label: `New ${KIND_LABEL[kind].one}` }
          }
          rows={rows.map((r) => ({
            id: String(r.id),
            href: `/admin/content/${kind}/${r.id}`,
            title: r.title,
            status: r.published ? "Published" : kind === "pages" ? "Built-in" : "Draft",
            live: r.published,
          }))}
        />
      ))}
      <EventLists />
    </div>
  );
}
