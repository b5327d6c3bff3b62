/** Long-form text blocks for info pages; links inside open in a new tab (dynamic content). */
export function Prose({ children }: { children: React.ReactNode }) {
  return <div data-dynamic-content className="container-page max-w-3xl space-y-4 pb-10 text-slate-700 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1">{children}</div>;
}

/** Blog and course bodies are stored as paragraphs separated by blank lines. */
export function Paragraphs({ text }: { text: string }) {
  return <>{text.split(/\n{2,}/).map((p, i) => <p key={i}>{p}</p>)}</>;
}

export const longDate = (d: Date | string, timeZone?: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone }).format(new Date(d));

export const dateTime = (d: Date | string, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", year: "numeric", hour: "numeric", minute: "2-digit", hour12: true, timeZone, timeZoneName: "short" }).format(new Date(d));
