import { formatUsd } from "@/lib/money";
import { dateTime } from "./prose";

type Course = {
  id: number;
  title: string;
  kind: string;
  description: string;
  priceCents: number | null;
  ceHours: number | null;
  lessons: { title: string; minutes: number }[];
  startsAt: Date | null;
  sponsor: string | null;
};

/** A course, bundle or lunch session with its lessons. */
export function CourseCard({ course, speakers }: { course: Course; speakers: string[] }) {
  const minutes = course.lessons.reduce((s, l) => s + l.minutes, 0);
  return (
    <article className="card flex flex-col p-5">
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
        {course.kind === "bundle" ? "Bundle" : course.kind === "learn-at-lunch" ? "Learn at Lunch" : "Course"}
        {course.ceHours ? ` · ${course.ceHours} CE hour${course.ceHours === 1 ? "" : "s"}` : ""}
      </p>
      <h3 className="mt-1 text-lg font-bold">{course.title}</h3>
      {course.startsAt && (
        <p className="text-sm font-medium text-slate-700">{dateTime(course.startsAt, "America/Chicago")}</p>
      )}
      <p className="mt-2 flex-1 text-sm text-slate-600">{course.description}</p>
      {speakers.filter(Boolean).length > 0 && (
        <p className="mt-2 text-sm text-slate-700">With {speakers.filter(Boolean).join(", ")}</p>
      )}
      {course.sponsor && <p className="mt-1 text-sm text-slate-600">Sponsored by {course.sponsor}</p>}
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">
          {course.kind === "bundle" ? "Included courses" : "Lessons"} ({course.lessons.length}, {minutes} min)
        </summary>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
          {course.lessons.map((l, i) => (
            <li key={i}>
              {l.title} <span className="text-slate-500">· {l.minutes} min</span>
            </li>
          ))}
        </ol>
      </details>
      <p className="mt-3 text-base font-bold">{course.priceCents ? formatUsd(course.priceCents) : "Free"}</p>
    </article>
  );
}
