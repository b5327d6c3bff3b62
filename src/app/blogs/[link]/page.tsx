import { eq } from "drizzle-orm";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { blogs } from "@/db/schema";
import { PageIntro } from "@/features/content/components/page-intro";

export default async function BlogPage({ params }: { params: Promise<{ link: string }> }) {
  const { link } = await params;
  const db = await getDb();
  const [b] = await db.select().from(blogs).where(eq(blogs.link, link)).limit(1);
  if (!b) notFound();
  return (
    <PageIntro title={b.title} lead={`${b.author} · ${b.category}`}>
      <div className="max-w-3xl space-y-4 text-slate-700">{b.body.split("\n\n").map((para, i) => <p key={i}>{para}</p>)}</div>
    </PageIntro>
  );
}
