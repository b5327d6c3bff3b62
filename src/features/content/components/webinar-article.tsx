import { dateTime } from "./prose";
import { RichText } from "./rich-text";
import { SpeakerCard } from "./speaker-card";

type Webinar = {
  title: string;
  slogan: string;
  startsAt: Date;
  timezone: string;
  durationMinutes: number;
  description: string;
  descriptionHtml: string | null;
  agenda: { time: string; title: string }[];
  externalLink: string | null;
  sponsor: string | null;
};
type Speaker = { id: number; name: string; title: string; bio: string; image: string | null };

/**
 * A webinar's page body: the storefront's page and the console's preview lay it out alike. `actions`
 * is the registration row (the storefront's buttons; nothing in a preview).
 */
export function WebinarArticle({
  webinar: w,
  speakers,
  upcoming,
  actions,
  children,
}: {
  webinar: Webinar;
  speakers: Speaker[];
  upcoming: boolean;
  actions?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <article className="container-page py-8">
      {children}
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
      {actions && <div className="mt-5">{actions}</div>}
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
