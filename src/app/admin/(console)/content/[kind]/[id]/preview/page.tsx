import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { PreviewFrame } from "@/features/admin/components/preview-frame";
import { contentKindSchema } from "@/features/admin/schemas";
import { operatorForPage } from "@/features/admin/server";
import { contentItemForPage } from "@/features/admin/server/content-item";
import { PageIntro } from "@/features/content/components/page-intro";
import { Prose } from "@/features/content/components/prose";
import { RichText } from "@/features/content/components/rich-text";

export const metadata: Metadata = { title: "Preview" };

const text = (v: unknown) => (typeof v === "string" ? v : "");

/** The saved version (drafts too) as the storefront lays it out. */
export default async function PreviewPage({ params }: { params: Promise<{ kind: string; id: string }> }) {
  const p = await params;
  if (!(await operatorForPage(`/admin/content/${p.kind}/${p.id}/preview`))) return <ConsoleForbidden />;
  const kind = contentKindSchema.safeParse(p.kind);
  if (!kind.success) notFound();
  const item = await contentItemForPage(kind.data, p.id);
  return (
    <PreviewFrame
      published={item.published === true}
      editHref={`/admin/content/${kind.data}/${encodeURIComponent(p.id)}`}
    >
      {kind.data === "faqs" ? (
        <div className="container-page max-w-3xl py-8">
          <details open className="card p-4">
            <summary className="font-semibold">{text(item.question)}</summary>
            <RichText html={text(item.answerHtml)} className="mt-2 space-y-2 text-slate-700" />
          </details>
        </div>
      ) : (
        <>
          <PageIntro title={text(item.title)} lead={kind.data === "blogs" ? text(item.excerpt) : text(item.lead)} />
          <Prose>
            <RichText html={text(item.bodyHtml)} className="space-y-4" />
          </Prose>
        </>
      )}
    </PreviewFrame>
  );
}
