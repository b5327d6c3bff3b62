// Pure rules for webinars, speakers and courses edited in the console: the textarea formats and prices.

import { dollarsToCents } from "@/lib/money";

export type AgendaItem = { time: string; title: string };
export type Lesson = { title: string; minutes: number };
type Parsed<T> = { ok: true; value: T[] } | { ok: false; message: string };

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** One agenda item per line, "time | title" ("10:15 AM | Vaccine storage"). */
export function parseAgenda(text: string): Parsed<AgendaItem> {
  const out: AgendaItem[] = [];
  for (const [i, line] of lines(text).entries()) {
    const cut = line.indexOf("|");
    const time = line.slice(0, cut).trim();
    const title = line.slice(cut + 1).trim();
    if (cut < 0 || !time || !title)
      return { ok: false, message: `Agenda line ${i + 1}: write the time, a bar and the title, like 10:15 AM | Q&A.` };
    out.push({ time, title });
  }
  return { ok: true, value: out };
}

export function agendaText(items: AgendaItem[]): string {
  return items.map((a) => `${a.time} | ${a.title}`).join("\n");
}

/** One lesson per line, "title | minutes" ("Pain scoring | 25"). */
export function parseLessons(text: string): Parsed<Lesson> {
  const out: Lesson[] = [];
  for (const [i, line] of lines(text).entries()) {
    const cut = line.lastIndexOf("|");
    const title = line.slice(0, cut).trim();
    const minutes = Number(line.slice(cut + 1).trim());
    if (cut < 0 || !title || !Number.isInteger(minutes) || minutes < 1 || minutes > 600)
      return {
        ok: false,
        message: `Lesson line ${i + 1}: write the title, a bar and whole minutes (1 to 600), like Pain scoring | 25.`,
      };
    out.push({ title, minutes });
  }
  return { ok: true, value: out };
}

export function lessonsText(items: Lesson[]): string {
  return items.map((l) => `${l.title} | ${l.minutes}`).join("\n");
}

/** A course price typed in a form to whole cents; null (free) for none or zero. */
export function coursePriceCents(dollars: number | null | undefined): number | null {
  if (dollars === null || dollars === undefined || dollars === 0) return null;
  return dollarsToCents(dollars);
}

// ---- deleting: refused, with the way out, wherever something still depends on the item

/** "“A”", "“A” and “B”", "“A”, “B” and 2 more": titles named in a refusal, never a wall of them. */
export function namedList(titles: string[], max = 3): string {
  const quoted = titles.slice(0, max).map((t) => `“${t}”`);
  const more = titles.length - quoted.length;
  if (more > 0) return `${quoted.join(", ")} and ${more} more`;
  if (quoted.length <= 1) return quoted.join("");
  return `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}`;
}

/** People signed up for a webinar: deleting it would lose them, unpublishing keeps them. */
export function webinarDeleteRefusal(w: { title: string; registrations: number }): string | null {
  if (w.registrations === 0) return null;
  const people = w.registrations === 1 ? "1 person has" : `${w.registrations} people have`;
  return `${people} registered for “${w.title}”: deleting it would lose their registrations. Unpublish it instead; it leaves the storefront and the registrations stay.`;
}

/** A speaker still on a webinar or a course (drafts too) would leave a gap on that page. */
export function speakerDeleteRefusal(s: { name: string; webinars: string[]; courses: string[] }): string | null {
  const on = [...s.webinars, ...s.courses];
  if (on.length === 0) return null;
  return `${s.name} still speaks at ${namedList(on)}. Take them off ${on.length === 1 ? "it" : "those"} first, then delete.`;
}

/** A course a bundle includes stays until the bundle is gone. */
export function courseDeleteRefusal(c: { title: string; bundles: string[] }): string | null {
  if (c.bundles.length === 0) return null;
  return `“${c.title}” is part of the bundle ${namedList(c.bundles)}. Delete or change the bundle first, or unpublish this course instead.`;
}
