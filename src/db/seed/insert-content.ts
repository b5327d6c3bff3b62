import type { Db } from "../client";
import { blogs, coupons, courses, faqs, salesReps, speakers, webinars } from "../schema";
import { generateContent } from "./content";
import { advanceIdSequences } from "./id-sequences";

/** Blogs, webinars (upcoming relative to the seed time), courses, coupons, reps and FAQs. */
export async function seedContent(db: Db, now = new Date()): Promise<void> {
  const c = generateContent({ now });
  await db.insert(speakers).values(c.speakers).onConflictDoNothing();
  await db
    .insert(blogs)
    .values(c.blogs.map((b) => ({ ...b, publishedAt: new Date(b.publishedAt) })))
    .onConflictDoNothing();
  await db
    .insert(webinars)
    .values(c.webinars.map((w) => ({ ...w, startsAt: new Date(w.startsAt) })))
    .onConflictDoNothing();
  await db
    .insert(courses)
    .values(c.courses.map((k) => ({ ...k, startsAt: k.startsAt ? new Date(k.startsAt) : null })))
    .onConflictDoNothing();
  await db
    .insert(coupons)
    .values(c.coupons.map((k) => ({ ...k, expiresAt: k.expiresAt ? new Date(k.expiresAt) : null })))
    .onConflictDoNothing();
  // reps and FAQs have no natural key: load them once
  const anyRep = await db.select({ id: salesReps.id }).from(salesReps).limit(1);
  if (anyRep.length === 0) await db.insert(salesReps).values(c.salesReps);
  const anyFaq = await db.select({ id: faqs.id }).from(faqs).limit(1);
  if (anyFaq.length === 0) await db.insert(faqs).values(c.faqs);
  await advanceIdSequences(db);
}
