import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { formFor, KIND_LABEL } from "@/features/admin/components/content-fields";
import { ContentForm } from "@/features/admin/components/content-form";
import { contentKindSchema } from "@/features/admin/schemas";
import { operatorForPage } from "@/features/admin/server";

export const metadata: Metadata = { title: "New content" };

export default async function NewContentPage({ params }: { params: Promise<{ kind: string }> }) {
  const raw = (await params).kind;
  if (!(await operatorForPage(`/admin/content/${raw}/new`))) return <ConsoleForbidden />;
  const kind = contentKindSchema.safeParse(raw);
  if (!kind.success || kind.data === "pages") notFound();
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <Link href="/admin/content" className="text-brand-700 underline">
          ← Content
        </Link>
      </p>
      <h1 className="text-2xl font-bold">New {KIND_LABEL[kind.data].one}</h1>
      <ContentForm
        action={`/api/admin/content/${kind.data}`}
        editHref={`/admin/content/${kind.data}/{id}`}
        {...formFor(kind.data)}
      />
    </div>
  );
}
