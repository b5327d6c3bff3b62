import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { ConsoleForm } from "@/features/admin/components/console-form";
import { ConsoleSubpage } from "@/features/admin/components/console-subpage";
import { EVENT_LABEL, eventFormFor } from "@/features/admin/components/event-fields";
import { eventKindSchema } from "@/features/admin/event-schemas";
import { operatorForPage } from "@/features/admin/server";
import { listSpeakersForConsole } from "@/features/admin/server/events";

export const metadata: Metadata = { title: "New event content" };

export default async function NewEventPage({ params }: { params: Promise<{ kind: string }> }) {
  const raw = (await params).kind;
  if (!(await operatorForPage(`/admin/content/events/${raw}/new`))) return <ConsoleForbidden />;
  const kind = eventKindSchema.safeParse(raw);
  if (!kind.success) notFound();
  const form = eventFormFor(kind.data);
  const speakers = kind.data === "speakers" ? [] : await listSpeakersForConsole();
  return (
    <ConsoleSubpage back={{ href: "/admin/content", label: "Content" }} title={`New ${EVENT_LABEL[kind.data].one}`}>
      <ConsoleForm
        action={`/api/admin/events/${kind.data}`}
        editHref={`/admin/content/events/${kind.data}/{id}`}
        fields={form.fields}
        rich={"rich" in form ? form.rich : undefined}
        speakers={kind.data === "speakers" ? undefined : { options: speakers, chosen: [] }}
        published={"published" in form ? form.published : undefined}
      />
    </ConsoleSubpage>
  );
}
