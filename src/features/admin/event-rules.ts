// Pure rules for webinars, speakers and courses edited in the console: the textarea formats and prices.

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

/** Dollars typed in a form to whole cents; null (free) for none or zero. */
export function dollarsToCents(dollars: number | null | undefined): number | null {
  if (dollars === null || dollars === undefined || dollars === 0) return null;
  return Math.round(dollars * 100);
}
