import "server-only";
import { and, count, eq, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { courses, speakers, webinarRegistrations, webinars } from "@/db/schema";
import { AppError, notFound } from "@/lib/errors";
import { courseDeleteRefusal, speakerDeleteRefusal, webinarDeleteRefusal } from "../event-rules";
import type { EventKind } from "../event-schemas";
import { recordAudit } from "./audit";
import { announced } from "./content";
import type { Actor } from "./guard";

// Deleting is for mistakes and leftovers: whatever still depends on an item (people registered for a
// webinar, a speaker on a session, a course in a bundle) makes the delete refuse with the way out, and
// unpublishing stays the safe way to take something off the storefront. The audit entry keeps the
// whole row as it was, so a deleted item can be written again from it.

const refuse = (message: string) => new AppError("CONFLICT", message);

/** jsonb list of ids holds `id` (speaker lists on webinars and courses). */
const listsId = (column: typeof webinars.speakerIds | typeof courses.speakerIds, id: number) =>
  sql`${column} @> ${JSON.stringify([id])}::jsonb`;

async function deleteWebinar(tx: Tx, id: number) {
  // registering reads the webinar FOR SHARE, so no registration slips in between the count and the delete
  const [row] = await tx.select().from(webinars).where(eq(webinars.id, id)).for("update");
  if (!row) throw notFound(`No webinar ${id}.`);
  const [{ n }] = await tx
    .select({ n: count() })
    .from(webinarRegistrations)
    .where(eq(webinarRegistrations.webinarId, id));
  const refusal = webinarDeleteRefusal({ title: row.title, registrations: n });
  if (refusal) throw refuse(refusal);
  await tx.delete(webinars).where(eq(webinars.id, id));
  return { title: row.title, before: row };
}

async function deleteSpeaker(tx: Tx, id: number) {
  // saving a webinar or course reads its speakers FOR SHARE, so none is added to one while it is deleted
  const [row] = await tx.select().from(speakers).where(eq(speakers.id, id)).for("update");
  if (!row) throw notFound(`No speaker ${id}.`);
  const [onWebinars, onCourses] = await Promise.all([
    tx.select({ title: webinars.title }).from(webinars).where(listsId(webinars.speakerIds, id)).orderBy(webinars.title),
    tx.select({ title: courses.title }).from(courses).where(listsId(courses.speakerIds, id)).orderBy(courses.title),
  ]);
  const refusal = speakerDeleteRefusal({
    name: row.name,
    webinars: onWebinars.map((w) => w.title),
    courses: onCourses.map((c) => c.title),
  });
  if (refusal) throw refuse(refusal);
  await tx.delete(speakers).where(eq(speakers.id, id));
  return { title: row.name, before: row };
}

async function deleteCourse(tx: Tx, id: number) {
  const [row] = await tx.select().from(courses).where(eq(courses.id, id)).for("update");
  if (!row) throw notFound(`No course ${id}.`);
  const bundles = await tx
    .select({ title: courses.title })
    .from(courses)
    .where(and(eq(courses.kind, "bundle"), sql`${courses.courseSlugs} @> ${JSON.stringify([row.slug])}::jsonb`))
    .orderBy(courses.title);
  const refusal = courseDeleteRefusal({ title: row.title, bundles: bundles.map((b) => b.title) });
  if (refusal) throw refuse(refusal);
  await tx.delete(courses).where(eq(courses.id, id));
  return { title: row.title, before: row };
}

const NOUN: Record<EventKind, string> = { webinars: "webinar", speakers: "speaker", courses: "course" };
const DELETE: Record<EventKind, (tx: Tx, id: number) => Promise<{ title: string; before: unknown }>> = {
  webinars: deleteWebinar,
  speakers: deleteSpeaker,
  courses: deleteCourse,
};

/** Deletes a webinar, a speaker or a course, or refuses (409) with what still depends on it; nothing half-done. */
export async function deleteEvent(actor: Actor, kind: EventKind, id: number): Promise<{ title: string }> {
  const noun = NOUN[kind];
  return announced(
    async (tx) => {
      const { title, before } = await DELETE[kind](tx, id);
      await recordAudit(tx, actor, { action: `content.${noun}.delete`, targetType: noun, targetId: id, before });
      return { title };
    },
    [id],
  );
}
