import "server-only";
import { and, asc, desc, eq, gt, inArray, lte, type Column, type SQL } from "drizzle-orm";
import { getDb } from "@/db/client";
import { blogs, courses, faqs, infoPages, salesReps, speakers, vendors, webinars } from "@/db/schema";
import type { RepSearchInput } from "../schemas";

/**
 * The storefront's one rule for what the console writes: only published rows show, drafts stay in the
 * console. Every storefront read of blogs, FAQs, info pages, courses and webinars goes through it, with
 * its own conditions added.
 */
export function published(table: { published: Column }, ...also: (SQL | undefined)[]): SQL {
  return and(eq(table.published, true), ...also)!;
}

export async function listBlogs(category?: string) {
  const db = await getDb();
  const rows = await db
    .select({
      id: blogs.id,
      title: blogs.title,
      link: blogs.link,
      category: blogs.category,
      excerpt: blogs.excerpt,
      author: blogs.author,
      publishedAt: blogs.publishedAt,
    })
    .from(blogs)
    .where(published(blogs))
    .orderBy(desc(blogs.publishedAt));
  const categories = [...new Set(rows.map((r) => r.category))].sort();
  return { categories, blogs: category ? rows.filter((r) => r.category === category) : rows };
}

export async function getBlog(link: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(blogs)
    .where(published(blogs, eq(blogs.link, link)))
    .limit(1);
  return row ?? null;
}

/** The storefront's FAQs: published ones only (drafts stay in the console). */
export async function listFaqs() {
  const db = await getDb();
  return db.select().from(faqs).where(published(faqs)).orderBy(asc(faqs.position), asc(faqs.id));
}

/** An info page written in the console and published; null means the built-in page shows. */
export async function getInfoPage(slug: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(infoPages)
    .where(published(infoPages, eq(infoPages.slug, slug)))
    .limit(1);
  return row ?? null;
}

/** Published courses, bundles or lunch sessions (drafts stay in the console). */
export async function listCourses(kinds: string[]) {
  const db = await getDb();
  return db
    .select()
    .from(courses)
    .where(published(courses, inArray(courses.kind, kinds)))
    .orderBy(asc(courses.startsAt), asc(courses.id));
}

export async function listSpeakers(ids?: number[]) {
  const db = await getDb();
  if (ids && ids.length === 0) return [];
  const q = db.select().from(speakers);
  return ids ? q.where(inArray(speakers.id, ids)).orderBy(asc(speakers.id)) : q.orderBy(asc(speakers.id));
}

export async function expoOverview(at?: Date) {
  const db = await getDb();
  const now = at ?? new Date(); // after the request-time read: a prerender never asks the clock
  const [upcoming, past, allSpeakers] = await Promise.all([
    db
      .select()
      .from(webinars)
      .where(published(webinars, gt(webinars.startsAt, now)))
      .orderBy(asc(webinars.startsAt)),
    db
      .select()
      .from(webinars)
      .where(published(webinars, lte(webinars.startsAt, now)))
      .orderBy(desc(webinars.startsAt)),
    listSpeakers(),
  ]);
  const sponsors = [...new Set([...upcoming, ...past].map((w) => w.sponsor).filter((s): s is string => !!s))].sort();
  return { upcoming, past, speakers: allSpeakers, sponsors };
}

/** One published webinar with its speakers; a draft is not found. */
export async function getWebinar(link: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(webinars)
    .where(published(webinars, eq(webinars.link, link)))
    .limit(1);
  if (!row) return null;
  return { webinar: row, speakers: await listSpeakers(row.speakerIds) };
}

/** Vet rep finder: reps filtered by state, vendor and specialty, with their vendor's name. */
export async function findReps(input: RepSearchInput) {
  const db = await getDb();
  const where: SQL[] = [];
  if (input.state) where.push(eq(salesReps.state, input.state));
  if (input.vendor) where.push(eq(salesReps.vendorId, input.vendor));
  if (input.specialty) where.push(eq(salesReps.specialty, input.specialty));
  return db
    .select({
      id: salesReps.id,
      name: salesReps.name,
      state: salesReps.state,
      specialty: salesReps.specialty,
      email: salesReps.email,
      phone: salesReps.phone,
      vendorName: vendors.name,
      vendorSlug: vendors.slug,
    })
    .from(salesReps)
    .leftJoin(vendors, eq(vendors.id, salesReps.vendorId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(salesReps.name))
    .limit(200);
}

export async function repFilters() {
  const db = await getDb();
  const rows = await db
    .selectDistinct({
      state: salesReps.state,
      specialty: salesReps.specialty,
      vendorId: salesReps.vendorId,
      vendorName: vendors.name,
    })
    .from(salesReps)
    .leftJoin(vendors, eq(vendors.id, salesReps.vendorId));
  const vendorsById = new Map<number, string>();
  for (const r of rows) if (r.vendorId && r.vendorName) vendorsById.set(r.vendorId, r.vendorName);
  return {
    states: [...new Set(rows.map((r) => r.state))].sort(),
    specialties: [...new Set(rows.map((r) => r.specialty))].sort(),
    vendors: [...vendorsById].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** A webinar still ahead of now (server clock). */
export function isUpcoming(startsAt: Date, now = new Date()): boolean {
  return startsAt.getTime() > now.getTime();
}
