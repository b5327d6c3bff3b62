import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { ConsoleForm } from "@/features/admin/components/console-form";
import { ConsoleSubpage, PublishBar } from "@/features/admin/components/console-subpage";
import { DeleteButton } from "@/features/admin/components/delete-button";
import {
  EVENT_LABEL,
  eventDeleteText,
  eventFormFor,
  eventStorefrontHref,
} from "@/features/admin/components/event-fields";
import { RegistrationsTable } from "@/features/admin/components/registrations-table";
import { eventKindSchema } from "@/features/admin/event-schemas";
import { operatorForPage } from "@/features/admin/server";
import { eventPageData } from "@/features/admin/server/event-item";

export const metadata: Metadata = { title: "Edit event content" };

export default async function EditEventPage({ params }: { params: Promise<{ kind: string; id: string }> }) {
  const p = await params;
  if (!(await operatorForPage(`/admin/content/events/${p.kind}/${p.id}`))) return <ConsoleForbidden />;
  const kind = eventKindSchema.safeParse(p.kind);
  if (!kind.success) notFound();
  const { item, speakers, registrations } = await eventPageData(kind.data, p.id);
  const form = eventFormFor(kind.data, item);
  const published = "published" in form ? form.published : undefined;
  const api = `/api/admin/events/${kind.data}/${p.id}`;
  return (
    <ConsoleSubpage back={{ href: "/admin/content", label: "Content" }} title={`Edit ${EVENT_LABEL[kind.data].one}`}>
      <PublishBar
        published={published}
        storefrontHref={eventStorefrontHref(kind.data, item)}
        publishUrl={`${api}/publish`}
      >
        <DeleteButton url={api} {...eventDeleteText(kind.data, item)} doneHref="/admin/content" />
      </PublishBar>
      <ConsoleForm
        action={api}
        fields={form.fields}
        rich={"rich" in form ? form.rich : undefined}
        speakers={kind.data === "speakers" ? undefined : { options: speakers, chosen: form.chosen ?? [] }}
        published={published}
        previewHref={`/admin/content/events/${kind.data}/${p.id}/preview`}
      />
      {registrations && <RegistrationsTable webinarId={p.id} registrations={registrations} />}
    </ConsoleSubpage>
  );
}
