import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ActionButton } from "@/features/admin/components/action-button";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { formFor, KIND_LABEL, storefrontHref } from "@/features/admin/components/content-fields";
import { ContentForm } from "@/features/admin/components/content-form";
import { contentKindSchema } from "@/features/admin/schemas";
import { operatorForPage } from "@/features/admin/server";
import { contentItemForPage } from "@/features/admin/server/content-item";

export const metadata: Metadata = { title: "Edit content" };

export default async function EditContentPage({ params }: { params: Promise<{ kind: string; id: string }> }) {
  const p = await params;
  if (!(await operatorForPage(`/admin/content/${p.kind}/${p.id}`))) return <ConsoleForbidden />;
  const kind = contentKindSchema.safeParse(p.kind);
  if (!kind.success) notFound();
  const item = await contentItemForPage(kind.data, p.id);
  const form = formFor(kind.data, item);
  const base = `/admin/content/${kind.data}/${encodeURIComponent(p.id)}`;
  // an info page never written in the console has nothing to publish yet
  const canToggle = kind.data !== "pages" || item.updatedAt !== null;
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <Link href="/admin/content" className="text-brand-700 underline">
          ← Content
        </Link>
      </p>
      <h1 className="text-2xl font-bold">
        Edit {KIND_LABEL[kind.data].one}
        {kind.data === "pages" && `: /${p.id}`}
      </h1>
      <p className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
        <span>{form.published ? "Published" : "Not published"}</span>
        {form.published && (
          <Link href={storefrontHref(kind.data, item)} className="text-brand-700 underline" target="_blank">
            See it on the storefront
          </Link>
        )}
        {canToggle && (
          <ActionButton
            url={`/api/admin/content/${kind.data}/${encodeURIComponent(p.id)}/publish`}
            body={{ published: !form.published }}
            label={form.published ? "Unpublish" : "Publish"}
          />
        )}
      </p>
      <ContentForm
        action={`/api/admin/content/${kind.data}/${encodeURIComponent(p.id)}`}
        previewHref={`${base}/preview`}
        {...form}
      />
    </div>
  );
}
