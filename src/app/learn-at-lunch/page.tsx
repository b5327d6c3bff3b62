import type { Metadata } from "next";
import { CourseCard } from "@/features/content/components/course-card";
import { PageIntro } from "@/features/content/components/page-intro";
import { listCourses, listSpeakers } from "@/features/content/server/queries";

export const metadata: Metadata = { title: "Learn at Lunch" };

export default async function Page() {
  const [sessions, speakers] = await Promise.all([listCourses(["learn-at-lunch"]), listSpeakers()]);
  const names = new Map(speakers.map((s) => [s.id, s.name]));
  return (
    <>
      <PageIntro
        title="Learn at Lunch"
        lead="Short, sponsored sessions for the whole clinic team — bring your lunch, we bring the expert. Sessions are free for DVM Market clinics."
      />
      <section className="container-page grid gap-4 pb-8 md:grid-cols-2 lg:grid-cols-3" aria-label="Sessions">
        {sessions.map((c) => (
          <CourseCard key={c.id} course={c} speakers={c.speakerIds.map((id) => names.get(id) ?? "")} />
        ))}
      </section>
    </>
  );
}
