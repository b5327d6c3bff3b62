import { eq } from "drizzle-orm";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { webinars } from "@/db/schema";
import { PageIntro } from "@/features/content/components/page-intro";

export default async function WebinarPage({ params }: { params: Promise<{ link: string }> }) {
  const { link } = await params;
  const db = await getDb();
  const [w] = await db.select().from(webinars).where(eq(webinars.link, link)).limit(1);
  if (!w) notFound();
  return <PageIntro title={w.title} lead={w.slogan}><p className="max-w-3xl text-slate-700">{w.description}</p></PageIntro>;
}
