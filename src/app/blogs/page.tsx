import type { Metadata } from "next";
import Link from "@/components/ui/intent-link";
import { PageIntro } from "@/features/content/components/page-intro";
import { longDate } from "@/features/content/components/prose";
import { listBlogs } from "@/features/content/server/queries";

export const metadata: Metadata = { title: "Blogs" };

export default async function Page({ searchParams }: { searchParams: Promise<{ category?: string }> }) {
  const { category } = await searchParams;
  const { categories, blogs } = await listBlogs(category);
  const chip = "rounded-full border px-3 py-1 text-sm no-underline";
  return (
    <>
      <PageIntro title="Blogs" lead="Clinical tips, practice management and product news from our team and partners." />
      <div className="container-page pb-10">
        <nav aria-label="Blog categories" className="mb-6 flex flex-wrap gap-2">
          <Link
            href="/blogs"
            aria-current={!category ? "page" : undefined}
            className={`${chip} ${!category ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white text-slate-700"}`}
          >
            All
          </Link>
          {categories.map((c) => (
            <Link
              key={c}
              href={`/blogs?category=${encodeURIComponent(c)}`}
              aria-current={category === c ? "page" : undefined}
              className={`${chip} ${category === c ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white text-slate-700"}`}
            >
              {c}
            </Link>
          ))}
        </nav>
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {blogs.map((b) => (
            <article key={b.id} className="card flex flex-col p-5">
              <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{b.category}</p>
              <h2 className="mt-1 text-lg font-bold">
                <Link href={`/blogs/${b.link}`} className="hover:underline">
                  {b.title}
                </Link>
              </h2>
              <p className="mt-2 flex-1 text-sm text-slate-600">{b.excerpt}</p>
              <p className="mt-3 text-xs text-slate-600">
                {b.author} · {longDate(b.publishedAt)}
              </p>
            </article>
          ))}
        </div>
      </div>
    </>
  );
}
