import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getViewer } from "@/features/accounts/server/session";
import { ExpoCache } from "@/features/content/components/expo-cache";
import { dateTime } from "@/features/content/components/prose";
import { RichText } from "@/features/content/components/rich-text";
import { SpeakerCard } from "@/features/content/components/speaker-card";
import { WebinarRegister } from "@/features/content/components/webinar-register";
import { getWebinar, isUpcoming } from "@/features/content/server/queries";
import { isRegistered } from "@/features/content/server/service";

export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: { params: Promise<{ link: string }> }): Promise<Metadata> {
  const found = await getWebinar((await params).link);
  return { title: found?.webinar.title ?? "Webinar", description: found?.webinar.description };
}

export default async function Page({ params }: { params: Promise<{ link: string }> }) {
  const [found, viewer] = await Promise.all([getWebinar((await params).link), getViewer()]);
  if (!found) notFound();
  const { webinar: w, speakers } = found;
  const upcoming = isUpcoming(w.startsAt);
  const registered = viewer ? await isRegistered(w.id, viewer.id) : false;
  return (
    <article className="container-page py-8">
      <ExpoCache upcoming={[w.link]} speakers={speakers.map((s) => s.name)} categories={w.sponsor ? [w.sponsor] : []} />
      <p className="text-sm font-semibold text-brand-700">
        {upcoming ? "Upcoming webinar" : "Recorded webinar"} · {dateTime(w.startsAt, w.timezone)} · {w.durationMinutes}{" "}
        min
      </p>
      <h1 className="mt-1 text-2xl font-bold sm:text-3xl">{w.title}</h1>
      <p className="mt-1 text-lg text-slate-600">{w.slogan}</p>
      {w.descriptionHtml ? (
        <RichText html={w.descriptionHtml} className="mt-4 max-w-3xl space-y-3 text-slate-700" />
      ) : (
        <p className="mt-4 max-w-3xl text-slate-700">{w.description}</p>
      )}
      <div className="mt-5">
        <WebinarRegister link={w.link} upcoming={upcoming} registered={registered} />
      </div>
      {!upcoming && w.externalLink && (
        <p className="mt-3">
          <a
            href={w.externalLink}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline"
          >
            Watch the recording
          </a>
        </p>
      )}
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="agenda-h">
          <h2 id="agenda-h" className="mb-3 text-xl font-bold">
            Agenda
          </h2>
          <ol className="card divide-y divide-slate-100">
            {w.agenda.map((a, i) => (
              <li key={i} className="flex gap-4 p-3 text-sm">
                <span className="w-20 shrink-0 font-semibold tabular-nums">{a.time}</span>
                <span>{a.title}</span>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="speakers-h">
          <h2 id="speakers-h" className="mb-3 text-xl font-bold">
            Speakers
          </h2>
          <ul className="space-y-3">
            {speakers.map((s) => (
              <SpeakerCard key={s.id} speaker={s} />
            ))}
          </ul>
          {w.sponsor && (
            <p className="mt-4 text-sm text-slate-600">
              Sponsored by <strong>{w.sponsor}</strong>
            </p>
          )}
        </section>
      </div>
    </article>
  );
}
