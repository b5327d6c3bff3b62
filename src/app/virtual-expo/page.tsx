import type { Metadata } from "next";
import Link from "@/components/ui/intent-link";
import { ExpoCache } from "@/features/content/components/expo-cache";
import { SpeakerCard } from "@/features/content/components/speaker-card";
import { PageIntro } from "@/features/content/components/page-intro";
import { dateTime } from "@/features/content/components/prose";
import { expoOverview } from "@/features/content/server/queries";

export const metadata: Metadata = { title: "Virtual Expo" };

type W = Awaited<ReturnType<typeof expoOverview>>["upcoming"][number];

function WebinarCard({ w }: { w: W }) {
  return (
    <article className="card flex flex-col p-5">
      <p className="text-sm font-medium text-brand-700">{dateTime(w.startsAt, w.timezone)}</p>
      <h3 className="mt-1 text-lg font-bold">
        <Link href={`/virtual-expo/${w.link}`} className="hover:underline">
          {w.title}
        </Link>
      </h3>
      <p className="text-sm text-slate-600">{w.slogan}</p>
      {w.sponsor && <p className="mt-auto pt-3 text-xs text-slate-600">Sponsored by {w.sponsor}</p>}
    </article>
  );
}

export default async function Page() {
  const { upcoming, past, speakers, sponsors } = await expoOverview();
  return (
    <>
      <ExpoCache upcoming={upcoming.map((w) => w.link)} speakers={speakers.map((s) => s.name)} categories={sponsors} />
      <PageIntro
        title="Virtual Expo"
        lead="Live webinars with veterinary specialists, product demonstrations from our vendors and recordings of past sessions."
      />
      <section className="container-page pb-8" aria-labelledby="upcoming-h">
        <h2 id="upcoming-h" className="mb-4 text-xl font-bold">
          Upcoming webinars
        </h2>
        {upcoming.length ? (
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {upcoming.map((w) => (
              <WebinarCard key={w.id} w={w} />
            ))}
          </div>
        ) : (
          <p className="text-slate-600">New sessions are announced soon.</p>
        )}
      </section>
      <section className="container-page pb-8" aria-labelledby="past-h">
        <h2 id="past-h" className="mb-4 text-xl font-bold">
          Past webinars
        </h2>
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {past.map((w) => (
            <WebinarCard key={w.id} w={w} />
          ))}
        </div>
      </section>
      <section className="container-page pb-8" aria-labelledby="speakers-h">
        <h2 id="speakers-h" className="mb-4 text-xl font-bold">
          Speakers
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {speakers.map((s) => (
            <SpeakerCard key={s.id} speaker={s} />
          ))}
        </ul>
      </section>
      <section className="container-page pb-10" aria-labelledby="sponsors-h">
        <h2 id="sponsors-h" className="mb-4 text-xl font-bold">
          Sponsors
        </h2>
        <ul className="flex flex-wrap gap-3">
          {sponsors.map((s) => (
            <li key={s} className="card px-4 py-2 font-semibold">
              {s}
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm">
          <Link href="/sponsored-program" className="font-semibold text-brand-700 underline">
            Become a sponsor
          </Link>
        </p>
      </section>
    </>
  );
}
