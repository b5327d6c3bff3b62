import type { Metadata } from "next";
import Link from "@/components/ui/intent-link";
import { notFound } from "next/navigation";
import { Paragraphs, Prose, longDate } from "@/features/content/components/prose";
import { RichText } from "@/features/content/components/rich-text";
import { getBlog } from "@/features/content/server/queries";

export async function generateMetadata({ params }: { params: Promise<{ link: string }> }): Promise<Metadata> {
  const blog = await getBlog((await params).link);
  return { title: blog?.title ?? "Blog", description: blog?.excerpt };
}

export default async function Page({ params }: { params: Promise<{ link: string }> }) {
  const blog = await getBlog((await params).link);
  if (!blog) notFound();
  return (
    <article>
      <div className="container-page max-w-3xl py-8">
        <Link
          href={`/blogs?category=${encodeURIComponent(blog.category)}`}
          className="text-sm font-semibold text-brand-700"
        >
          {blog.category}
        </Link>
        <h1 className="mt-1 text-2xl font-bold sm:text-3xl">{blog.title}</h1>
        <p className="mt-2 text-sm text-slate-600">
          By {blog.author} · {longDate(blog.publishedAt)}
        </p>
        <p className="mt-4 text-lg text-slate-700">{blog.excerpt}</p>
      </div>
      <Prose dynamic>
        {blog.bodyHtml ? <RichText html={blog.bodyHtml} className="space-y-4" /> : <Paragraphs text={blog.body} />}
      </Prose>
      <p className="container-page pb-10">
        <Link href="/blogs" className="font-semibold text-brand-700">
          ← All articles
        </Link>
      </p>
    </article>
  );
}
