/**
 * Long-form text. `dynamic` marks stored content (articles): its links open in a
 * new tab except on /shop-now (the shell applies the rule).
 */
export function Prose({ children, dynamic = false }: { children: React.ReactNode; dynamic?: boolean }) {
  return (
    <div className="container-page pb-10">
      <div
        data-dynamic-content={dynamic || undefined}
        className="max-w-3xl space-y-4 text-slate-700 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1"
      >
        {children}
      </div>
    </div>
  );
}

const URL_PATTERN = /(https?:\/\/[^\s<>"')]+)/g;

/** Stored bodies are paragraphs separated by blank lines; bare URLs become links. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n{2,}/).map((p, i) => (
        <p key={i}>
          {p.split(URL_PATTERN).map((part, j) =>
            j % 2 === 1 ? (
              <a key={j} href={part}>
                {part}
              </a>
            ) : (
              part
            ),
          )}
        </p>
      ))}
    </>
  );
}

export const longDate = (d: Date | string, timeZone?: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone }).format(new Date(d));

export const dateTime = (d: Date | string, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZone,
    timeZoneName: "short",
  }).format(new Date(d));
