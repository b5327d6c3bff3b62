import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { PreviewFrame } from "@/features/admin/components/preview-frame";
import { eventKindSchema } from "@/features/admin/event-schemas";
import { operatorForPage } from "@/features/admin/server";
import { eventPreviewData } from "@/features/admin/server/event-item";
import { CourseCard } from "@/features/content/components/course-card";
import { SpeakerCard } from "@/features/content/components/speaker-card";
import { WebinarArticle } from "@/features/content/components/webinar-article";
import { isUpcoming } from "@/features/content/server/queries";

export const metadata: Metadata = { title: "Preview" };

/** A saved webinar, speaker or course (drafts too) as the storefront lays it out. */
export default async function EventPreviewPage({ params }: { params: Promise<{ kind: string; id: string }> }) {
  const p = await params;
  if (!(await operatorForPage(`/admin/content/events/${p.kind}/${p.id}/preview`))) return <ConsoleForbidden />;
  const kind = eventKindSchema.safeParse(p.kind);
  if (!kind.success) notFound();
  const data = await eventPreviewData(kind.data, p.id);
  const editHref = `/admin/content/events/${kind.data}/${p.id}`;
  if (data.kind === "speakers")
    return (
      <PreviewFrame published={undefined} editHref={editHref}>
        <div className="container-page py-8">
          <ul className="grid gap-4 sm:grid-cols-2">
            <SpeakerCard speaker={data.speaker} />
          </ul>
        </div>
      </PreviewFrame>
    );
  if (data.kind === "webinars")
    return (
      <PreviewFrame published={data.webinar.published} editHref={editHref}>
        <WebinarArticle webinar={data.webinar} speakers={data.speakers} upcoming={isUpcoming(data.webinar.startsAt)} />
      </PreviewFrame>
    );
  return (
    <PreviewFrame published={data.course.published} editHref={editHref}>
      <section className="container-page grid gap-4 py-8 md:grid-cols-2" aria-label="Preview">
        <CourseCard course={data.course} speakers={data.speakers.map((s) => s.name)} />
      </section>
    </PreviewFrame>
  );
}
