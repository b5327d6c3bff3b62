import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ActionButton } from "@/features/admin/components/action-button";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { DeleteButton } from "@/features/admin/components/delete-button";
import {
  EVENT_LABEL,
  eventDeleteText,
  eventFormFor,
  eventStorefrontHref,
} from "@/features/admin/components/event-fields";
import { EventForm } from "@/features/admin/components/event-form";
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
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <Link href="/admin/content" className="text-brand-700 underline">
          ← Content
        </Link>
      </p>
      <h1 className="text-2xl font-bold">Edit {EVENT_LABEL[kind.data].one}</h1>
      <p className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
        {published !== undefined && <span>{published ? "Published" : "Not published"}</span>}
        {published !== false && (
          <Link href={eventStorefrontHref(kind.data, item)} className="text-brand-700 underline" target="_blank">
            See it on the storefront
          </Link>
        )}
        {published !== undefined && (
          <ActionButton
            url={`/api/admin/events/${kind.data}/${p.id}/publish`}
            body={{ published: !published }}
            label={published ? "Unpublish" : "Publish"}
          />
        )}
        <DeleteButton
          url={`/api/admin/events/${kind.data}/${p.id}`}
          {...eventDeleteText(kind.data, item)}
          doneHref="/admin/content"
        />
      </p>
      <EventForm
        action={`/api/admin/events/${kind.data}/${p.id}`}
        fields={form.fields}
        rich={"rich" in form ? form.rich : undefined}
        speakers={kind.data === "speakers" ? undefined : { options: speakers, chosen: form.chosen ?? [] }}
        published={published}
        previewHref={`/admin/content/events/${kind.data}/${p.id}/preview`}
      />
      {registrations && (
        <section aria-labelledby="reg-h" className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="reg-h" className="text-lg font-semibold">
              Registrations ({registrations.length})
            </h2>
            <a href={`/api/admin/registrations/export?webinar=${p.id}`} className="btn-outline" download>
              Download CSV
            </a>
          </div>
          {registrations.length === 0 ? (
            <p className="text-sm text-slate-600">Nobody has registered yet.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-slate-200">
                    <th className="py-1 pr-3">Email</th>
                    <th className="py-1 pr-3">Name</th>
                    <th className="py-1 pr-3">Clinic</th>
                    <th className="py-1">Registered</th>
                  </tr>
                </thead>
                <tbody>
                  {registrations.map((r) => (
                    <tr key={`${r.email}-${r.registeredAt.toISOString()}`} className="border-b border-slate-100">
                      <td className="py-1 pr-3">{r.email}</td>
                      <td className="py-1 pr-3">{r.name ?? ""}</td>
                      <td className="py-1 pr-3">{r.clinic ?? ""}</td>
                      <td className="py-1">{r.registeredAt.toISOString().slice(0, 10)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
