import type { Metadata } from "next";
import { CourseCard } from "@/features/content/components/course-card";
import { PageIntro } from "@/features/content/components/page-intro";
import { listCourses, listSpeakers } from "@/features/content/server/queries";

export const metadata: Metadata = { title: "On Demand Learning" };

export default async function Page() {
  const [all, speakers] = await Promise.all([listCourses(["course", "bundle"]), listSpeakers()]);
  const names = new Map(speakers.map((s) => [s.id, s.name]));
  const courses = all.filter((c) => c.kind === "course");
  const bundles = all.filter((c) => c.kind === "bundle");
  return (
    <>
      <PageIntro
        title="On Demand Learning"
        lead="RACE-style continuing education you can watch on your schedule: single courses and money-saving bundles taught by specialists."
      />
      <section className="container-page pb-8" aria-labelledby="courses-h">
        <h2 id="courses-h" className="mb-4 text-xl font-bold">
          Courses
        </h2>
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {courses.map((c) => (
            <CourseCard key={c.id} course={c} speakers={c.speakerIds.map((id) => names.get(id) ?? "")} />
          ))}
        </div>
      </section>
      <section className="container-page pb-8" aria-labelledby="bundles-h">
        <h2 id="bundles-h" className="mb-4 text-xl font-bold">
          Bundles
        </h2>
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {bundles.map((c) => (
            <CourseCard key={c.id} course={c} speakers={c.speakerIds.map((id) => names.get(id) ?? "")} />
          ))}
        </div>
      </section>
    </>
  );
}
