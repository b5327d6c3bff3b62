import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { ConsoleForm } from "@/features/admin/components/console-form";
import { ConsoleSubpage } from "@/features/admin/components/console-subpage";
import { formFor, KIND_LABEL } from "@/features/admin/components/content-fields";
import { contentKindSchema } from "@/features/admin/schemas";
import { operatorForPage } from "@/features/admin/server";

export const metadata: Metadata = { title: "New content" };

export default async function NewContentPage({ params }: { params: Promise<{ kind: string }> }) {
  const raw = (await params).kind;
  if (!(await operatorForPage(`/admin/content/${raw}/new`))) return <ConsoleForbidden />;
  const kind = contentKindSchema.safeParse(raw);
  if (!kind.success || kind.data === "pages") notFound();
  return (
    <ConsoleSubpage back={{ href: "/admin/content", label: "Content" }} title={`New ${KIND_LABEL[kind.data].one}`}>
      <ConsoleForm
        action={`/api/admin/content/${kind.data}`}
        editHref={`/admin/content/${kind.data}/{id}`}
        {...formFor(kind.data)}
      />
    </ConsoleSubpage>
  );
}
