import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { ConsoleForm } from "@/features/admin/components/console-form";
import { ConsoleSubpage, PublishBar } from "@/features/admin/components/console-subpage";
import { formFor, KIND_LABEL, storefrontHref } from "@/features/admin/components/content-fields";
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
  const api = `/api/admin/content/${kind.data}/${encodeURIComponent(p.id)}`;
  // an info page never written in the console has nothing to publish yet
  const canToggle = kind.data !== "pages" || item.updatedAt !== null;
  const title = `Edit ${KIND_LABEL[kind.data].one}${kind.data === "pages" ? `: /${p.id}` : ""}`;
  return (
    <ConsoleSubpage back={{ href: "/admin/content", label: "Content" }} title={title}>
      <PublishBar
        published={form.published}
        storefrontHref={storefrontHref(kind.data, item)}
        publishUrl={canToggle ? `${api}/publish` : undefined}
      />
      <ConsoleForm
        action={api}
        previewHref={`/admin/content/${kind.data}/${encodeURIComponent(p.id)}/preview`}
        {...form}
      />
    </ConsoleSubpage>
  );
}
