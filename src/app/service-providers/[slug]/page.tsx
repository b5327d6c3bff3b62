import Link from "next/link";
import { eq } from "drizzle-orm";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { serviceProviders, services } from "@/db/schema";
import { PageIntro } from "@/features/content/components/page-intro";

export default async function ServiceProviderPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const db = await getDb();
  const [provider] = await db.select().from(serviceProviders).where(eq(serviceProviders.slug, slug)).limit(1);
  if (!provider) notFound();
  const list = await db.select().from(services).where(eq(services.providerId, provider.id));
  return (
    <PageIntro title={provider.name} lead={provider.about}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {list.map((s) => (
          <li key={s.id} className="card p-4">
            <Link href={`/${s.slug}`} className="font-semibold text-brand-700">{s.name}</Link>
            <p className="mt-1 text-sm text-slate-600">{s.description}</p>
          </li>
        ))}
      </ul>
    </PageIntro>
  );
}
