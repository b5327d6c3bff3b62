import "server-only";
import { asc, desc, eq } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { blogs, faqs, infoPages } from "@/db/schema";
import { plainTextOf, sanitizeRichText } from "@/features/content/server";
import { announceChange } from "@/lib/change-bus";
import { AppError, badRequest, notFound } from "@/lib/errors";
import {
  INFO_PAGE_SLUGS,
  infoPageSlugSchema,
  type BlogInput,
  type ContentKind,
  type FaqInput,
  type PageInput,
} from "../schemas";
import { recordAudit } from "./audit";
import type { Actor } from "./guard";

/** Content writes end here: after commit every cached copy (page cache, content caches) is dropped. */
export async function announced<T>(work: (tx: Tx) => Promise<T>, ids: number[]): Promise<T> {
  const db = await getDb();
  const out = await db.transaction(work);
  await announceChange({ kind: "content", ids });
  return out;
}

export function richOrRefuse(html: string, what: string): string {
  const clean = sanitizeRichText(html);
  if (!clean) throw badRequest(`Write ${what}: the text is empty once unsafe markup is removed.`);
  return clean;
}

// ---- lists and one item, for the console (drafts included)

export async function listContent(kind: ContentKind) {
  const db = await getDb();
  if (kind === "blogs")
    return (
      await db
        .select({ id: blogs.id, title: blogs.title, published: blogs.published, updatedAt: blogs.updatedAt })
        .from(blogs)
        .orderBy(desc(blogs.publishedAt))
        .limit(200)
    ).map((r) => ({ ...r, id: String(r.id) }));
  if (kind === "faqs")
    return (
      await db
        .select({ id: faqs.id, title: faqs.question, published: faqs.published, updatedAt: faqs.updatedAt })
        .from(faqs)
        .orderBy(asc(faqs.position), asc(faqs.id))
    ).map((r) => ({ ...r, id: String(r.id) }));
  const rows = await db.select().from(infoPages);
  // every info page is listed: the ones never written in the console show the built-in page
  return INFO_PAGE_SLUGS.map((slug) => {
    const r = rows.find((p) => p.slug === slug);
    return { id: slug, title: r?.title ?? slug, published: r?.published ?? false, updatedAt: r?.updatedAt ?? null };
  });
}

export async function getBlogForEdit(id: number) {
  const db = await getDb();
  const [b] = await db.select().from(blogs).where(eq(blogs.id, id));
  if (!b) throw notFound(`No blog ${id}.`);
  // blogs from before the console have plain text: shown to the editor as paragraphs
  const bodyHtml =
    b.bodyHtml ??
    b.body
      .split(/\n{2,}/)
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join("");
  return { ...b, bodyHtml };
}

export async function getFaqForEdit(id: number) {
  const db = await getDb();
  const [f] = await db.select().from(faqs).where(eq(faqs.id, id));
  if (!f) throw notFound(`No FAQ ${id}.`);
  return { ...f, answerHtml: f.answerHtml ?? `<p>${escapeHtml(f.answer)}</p>` };
}

export async function getPageForEdit(slug: string) {
  const s = infoPageSlugSchema.parse(slug);
  const db = await getDb();
  const [p] = await db.select().from(infoPages).where(eq(infoPages.slug, s));
  return p ?? { slug: s, title: "", lead: "", bodyHtml: "", published: false, updatedAt: null };
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

// ---- writes: sanitized, audited in the same transaction, announced after commit

export async function saveBlog(actor: Actor, id: number | null, input: BlogInput) {
  const bodyHtml = richOrRefuse(input.bodyHtml, "the article");
  const values = {
    title: input.title,
    link: input.link,
    category: input.category,
    excerpt: input.excerpt,
    author: input.author,
    bodyHtml,
    body: plainTextOf(bodyHtml),
    published: input.published,
    updatedAt: new Date(),
  };
  return announced(
    async (tx) => {
      const [clash] = await tx.select({ id: blogs.id }).from(blogs).where(eq(blogs.link, input.link));
      if (clash && clash.id !== id)
        throw new AppError("CONFLICT", `Another article already uses the link ${input.link}. Choose another.`);
      let before: unknown = null;
      let saved;
      if (id === null) {
        [saved] = await tx
          .insert(blogs)
          .values({ ...values, publishedAt: new Date() })
          .returning();
      } else {
        const [old] = await tx.select().from(blogs).where(eq(blogs.id, id)).for("update");
        if (!old) throw notFound(`No blog ${id}.`);
        before = { title: old.title, link: old.link, published: old.published };
        [saved] = await tx.update(blogs).set(values).where(eq(blogs.id, id)).returning();
      }
      await recordAudit(tx, actor, {
        action: id === null ? "content.blog.create" : "content.blog.update",
        targetType: "blog",
        targetId: saved!.id,
        before,
        after: { title: saved!.title, link: saved!.link, published: saved!.published },
      });
      return saved!;
    },
    id === null ? [] : [id],
  );
}

export async function saveFaq(actor: Actor, id: number | null, input: FaqInput) {
  const answerHtml = richOrRefuse(input.answerHtml, "the answer");
  const values = {
    question: input.question,
    answerHtml,
    answer: plainTextOf(answerHtml),
    position: input.position,
    published: input.published,
    updatedAt: new Date(),
  };
  return announced(
    async (tx) => {
      let before: unknown = null;
      let saved;
      if (id === null) {
        [saved] = await tx.insert(faqs).values(values).returning();
      } else {
        const [old] = await tx.select().from(faqs).where(eq(faqs.id, id)).for("update");
        if (!old) throw notFound(`No FAQ ${id}.`);
        before = { question: old.question, answer: old.answer, published: old.published };
        [saved] = await tx.update(faqs).set(values).where(eq(faqs.id, id)).returning();
      }
      await recordAudit(tx, actor, {
        action: id === null ? "content.faq.create" : "content.faq.update",
        targetType: "faq",
        targetId: saved!.id,
        before,
        after: { question: saved!.question, answer: saved!.answer, published: saved!.published },
      });
      return saved!;
    },
    id === null ? [] : [id],
  );
}

export async function savePage(actor: Actor, slug: string, input: PageInput) {
  const s = infoPageSlugSchema.parse(slug);
  const bodyHtml = richOrRefuse(input.bodyHtml, "the page");
  const values = { title: input.title, lead: input.lead, bodyHtml, published: input.published, updatedAt: new Date() };
  return announced(async (tx) => {
    const [old] = await tx.select().from(infoPages).where(eq(infoPages.slug, s)).for("update");
    const [saved] = await tx
      .insert(infoPages)
      .values({ slug: s, ...values })
      .onConflictDoUpdate({ target: infoPages.slug, set: values })
      .returning();
    await recordAudit(tx, actor, {
      action: "content.page.update",
      targetType: "page",
      targetId: s,
      before: old ? { title: old.title, published: old.published } : null,
      after: { title: saved!.title, published: saved!.published },
    });
    return saved!;
  }, []);
}

/** The published flag of one item (undefined when there is none), locked for the update that follows. */
async function lockPublished(tx: Tx, kind: ContentKind, id: string): Promise<boolean | undefined> {
  if (kind === "pages") {
    const [r] = await tx.select({ p: infoPages.published }).from(infoPages).where(eq(infoPages.slug, id)).for("update");
    return r?.p;
  }
  const table = kind === "blogs" ? blogs : faqs;
  const [r] = await tx
    .select({ p: table.published })
    .from(table)
    .where(eq(table.id, Number(id)))
    .for("update");
  return r?.p;
}

async function writePublished(tx: Tx, kind: ContentKind, id: string, published: boolean) {
  const set = { published, updatedAt: new Date() };
  if (kind === "pages") await tx.update(infoPages).set(set).where(eq(infoPages.slug, id));
  else if (kind === "blogs")
    await tx
      .update(blogs)
      .set(set)
      .where(eq(blogs.id, Number(id)));
  else
    await tx
      .update(faqs)
      .set(set)
      .where(eq(faqs.id, Number(id)));
}

const NOUN: Record<ContentKind, string> = { blogs: "blog", faqs: "faq", pages: "page" };

/** Publish or unpublish one item; an info page must have been written before it can be published. */
export async function setPublished(actor: Actor, kind: ContentKind, rawId: string, published: boolean) {
  const id = kind === "pages" ? infoPageSlugSchema.parse(rawId) : rawId;
  if (kind !== "pages" && !/^[1-9]\d{0,9}$/.test(id)) throw badRequest("Not a valid id.");
  return announced(
    async (tx) => {
      const before = await lockPublished(tx, kind, id);
      if (before === undefined)
        throw notFound(kind === "pages" ? "Write the page before publishing it." : `No ${NOUN[kind]} ${id}.`);
      await writePublished(tx, kind, id, published);
      await recordAudit(tx, actor, {
        action: `content.${NOUN[kind]}.${published ? "publish" : "unpublish"}`,
        targetType: NOUN[kind],
        targetId: id,
        before: { published: before },
        after: { published },
      });
      return { published };
    },
    kind === "pages" ? [] : [Number(id)],
  );
}
