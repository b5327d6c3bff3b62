import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { EVENT_LABEL, eventFormFor } from "@/features/admin/components/event-fields";
import { EventForm } from "@/features/admin/components/event-form";
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
    <div className="space-y-4">
      <p className="text-sm">
        <Link href="/admin/content" className="text-brand-700 underline">
          ← Content
        </Link>
      </p>
      <h1 className="text-2xl font-bold">New {EVENT_LABEL[kind.data].one}</h1>
      <EventForm
        action={`/api/admin/events/${kind.data}`}
        editHref={`/admin/content/events/${kind.data}/{id}`}
        fields={form.fields}
        rich={"rich" in form ? form.rich : undefined}
        speakers={kind.data === "speakers" ? undefined : { options: speakers, chosen: [] }}
        published={"published" in form ? form.published : undefined}
      />
    </div>
  );
}
