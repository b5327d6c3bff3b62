import "server-only";
import { asc, desc, eq, inArray } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { courses, speakers, webinars } from "@/db/schema";
import { plainTextOf } from "@/features/content/server";
import { AppError, badRequest, notFound } from "@/lib/errors";
import type { CourseInput, SpeakerInput, WebinarInput } from "../event-schemas";
import { agendaText, coursePriceCents, lessonsText, parseAgenda, parseLessons } from "../event-rules";
import { isTimeZone } from "@/lib/wall-clock";
import { instantToWallTime, wallTimeToInstant } from "../wall-time";
import { recordAudit } from "./audit";
import { announced, escapeHtml, richOrRefuse } from "./content";
import type { Actor } from "./guard";
import { registrationCounts } from "./registrations";

/** Lunch sessions are shown on the storefront in this zone, so the console reads and writes their start in it. */
export const COURSE_TIME_ZONE = "America/Chicago";

// ---- lists and one item, for the console (drafts included)

export async function listWebinarsForConsole() {
  const db = await getDb();
  const [rows, counts] = await Promise.all([
    db
      .select({
        id: webinars.id,
        title: webinars.title,
        link: webinars.link,
        startsAt: webinars.startsAt,
        timezone: webinars.timezone,
        published: webinars.published,
      })
      .from(webinars)
      .orderBy(desc(webinars.startsAt))
      .limit(300),
    registrationCounts(),
  ]);
  return rows.map((r) => ({ ...r, registrations: counts.get(r.id) ?? 0 }));
}

export async function listSpeakersForConsole() {
  const db = await getDb();
  return db.select().from(speakers).orderBy(asc(speakers.name));
}

export async function listCoursesForConsole() {
  const db = await getDb();
  return db
    .select({ id: courses.id, title: courses.title, kind: courses.kind, published: courses.published })
    .from(courses)
    .orderBy(asc(courses.kind), asc(courses.title));
}

export async function getWebinarForEdit(id: number) {
  const db = await getDb();
  const [w] = await db.select().from(webinars).where(eq(webinars.id, id));
  if (!w) throw notFound(`No webinar ${id}.`);
  return {
    ...w,
    // webinars from before the console have a plain description: shown to the editor as one paragraph
    descriptionHtml: w.descriptionHtml ?? (w.description ? `<p>${escapeHtml(w.description)}</p>` : ""),
    wallStart: instantToWallTime(w.startsAt, w.timezone),
    agendaText: agendaText(w.agenda),
  };
}

export async function getSpeakerForEdit(id: number) {
  const db = await getDb();
  const [s] = await db.select().from(speakers).where(eq(speakers.id, id));
  if (!s) throw notFound(`No speaker ${id}.`);
  return s;
}

export async function getCourseForEdit(id: number) {
  const db = await getDb();
  const [c] = await db.select().from(courses).where(eq(courses.id, id));
  if (!c) throw notFound(`No course ${id}.`);
  return {
    ...c,
    wallStart: c.startsAt ? instantToWallTime(c.startsAt, COURSE_TIME_ZONE) : "",
    lessonsText: lessonsText(c.lessons),
    price: c.priceCents === null ? "" : (c.priceCents / 100).toFixed(2),
  };
}

// ---- writes: checked, audited in the same transaction, announced after commit

async function refuseUnknownSpeakers(tx: Tx, ids: number[]) {
  if (ids.length === 0) return;
  // FOR SHARE: a speaker being deleted at this moment is either kept until this save commits or already gone
  const found = await tx.select({ id: speakers.id }).from(speakers).where(inArray(speakers.id, ids)).for("share");
  const missing = ids.filter((id) => !found.some((f) => f.id === id));
  if (missing.length) throw badRequest(`There is no speaker ${missing.join(", ")}. Choose from the list.`);
}

function instantOrRefuse(wall: string, timeZone: string): Date {
  if (!isTimeZone(timeZone)) throw badRequest(`${timeZone} is not a time zone (try America/Chicago).`);
  const at = wallTimeToInstant(wall, timeZone);
  if (!at) throw badRequest("Enter the start as a date and a time.");
  return at;
}

const webinarAudit = (w: typeof webinars.$inferSelect) => ({
  title: w.title,
  link: w.link,
  startsAt: w.startsAt.toISOString(),
  timezone: w.timezone,
  speakerIds: w.speakerIds,
  published: w.published,
});

/** Creates or saves a webinar; the countdown fields (show counter, show on, recording link) stay with the banner page. */
export async function saveWebinar(actor: Actor, id: number | null, input: WebinarInput) {
  const descriptionHtml = richOrRefuse(input.descriptionHtml, "the description");
  const startsAt = instantOrRefuse(input.startsAt, input.timezone);
  const agenda = parseAgenda(input.agenda);
  if (!agenda.ok) throw badRequest(agenda.message);
  const values = {
    title: input.title,
    slogan: input.slogan,
    link: input.link,
    descriptionHtml,
    description: plainTextOf(descriptionHtml),
    speakerIds: [...new Set(input.speakerIds)],
    startsAt,
    timezone: input.timezone,
    durationMinutes: input.durationMinutes,
    zoomLink: input.zoomLink,
    sponsor: input.sponsor,
    agenda: agenda.value,
    published: input.published,
    updatedAt: new Date(),
  };
  return announced(
    async (tx) => {
      await refuseUnknownSpeakers(tx, values.speakerIds);
      const [clash] = await tx.select({ id: webinars.id }).from(webinars).where(eq(webinars.link, input.link));
      if (clash && clash.id !== id)
        throw new AppError("CONFLICT", `Another webinar already uses the link ${input.link}. Choose another.`);
      let before: unknown = null;
      let saved;
      if (id === null) {
        [saved] = await tx.insert(webinars).values(values).returning();
      } else {
        const [old] = await tx.select().from(webinars).where(eq(webinars.id, id)).for("update");
        if (!old) throw notFound(`No webinar ${id}.`);
        before = webinarAudit(old);
        [saved] = await tx.update(webinars).set(values).where(eq(webinars.id, id)).returning();
      }
      await recordAudit(tx, actor, {
        action: id === null ? "content.webinar.create" : "content.webinar.update",
        targetType: "webinar",
        targetId: saved!.id,
        before,
        after: webinarAudit(saved!),
      });
      return saved!;
    },
    id === null ? [] : [id],
  );
}

/** Creates or saves an expo speaker. */
export async function saveSpeaker(actor: Actor, id: number | null, input: SpeakerInput) {
  return announced(
    async (tx) => {
      let before: unknown = null;
      let saved;
      if (id === null) {
        [saved] = await tx.insert(speakers).values(input).returning();
      } else {
        const [old] = await tx.select().from(speakers).where(eq(speakers.id, id)).for("update");
        if (!old) throw notFound(`No speaker ${id}.`);
        before = old;
        [saved] = await tx.update(speakers).set(input).where(eq(speakers.id, id)).returning();
      }
      await recordAudit(tx, actor, {
        action: id === null ? "content.speaker.create" : "content.speaker.update",
        targetType: "speaker",
        targetId: saved!.id,
        before,
        after: saved!,
      });
      return saved!;
    },
    id === null ? [] : [id],
  );
}

const courseAudit = (c: typeof courses.$inferSelect) => ({
  title: c.title,
  slug: c.slug,
  kind: c.kind,
  priceCents: c.priceCents,
  published: c.published,
});

/** Creates or saves an on-demand course, bundle or lunch session; the server turns dollars into cents. */
export async function saveCourse(actor: Actor, id: number | null, input: CourseInput) {
  const lessons = parseLessons(input.lessons);
  if (!lessons.ok) throw badRequest(lessons.message);
  const startsAt = input.startsAt ? instantOrRefuse(input.startsAt, COURSE_TIME_ZONE) : null;
  if (input.kind === "learn-at-lunch" && !startsAt) throw badRequest("A Learn at Lunch session needs a start.");
  const values = {
    title: input.title,
    slug: input.slug,
    kind: input.kind,
    description: input.description,
    priceCents: coursePriceCents(input.price),
    ceHours: input.ceHours || null,
    startsAt,
    lessons: lessons.value,
    speakerIds: [...new Set(input.speakerIds)],
    sponsor: input.sponsor,
    published: input.published,
    updatedAt: new Date(),
  };
  return announced(
    async (tx) => {
      await refuseUnknownSpeakers(tx, values.speakerIds);
      const [clash] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.slug, input.slug));
      if (clash && clash.id !== id)
        throw new AppError("CONFLICT", `Another course already uses the address ${input.slug}. Choose another.`);
      let before: unknown = null;
      let saved;
      if (id === null) {
        [saved] = await tx.insert(courses).values(values).returning();
      } else {
        const [old] = await tx.select().from(courses).where(eq(courses.id, id)).for("update");
        if (!old) throw notFound(`No course ${id}.`);
        before = courseAudit(old);
        [saved] = await tx.update(courses).set(values).where(eq(courses.id, id)).returning();
      }
      await recordAudit(tx, actor, {
        action: id === null ? "content.course.create" : "content.course.update",
        targetType: "course",
        targetId: saved!.id,
        before,
        after: courseAudit(saved!),
      });
      return saved!;
    },
    id === null ? [] : [id],
  );
}

/** Publish or unpublish a webinar or a course (speakers have no drafts). */
export async function setEventPublished(actor: Actor, kind: "webinars" | "courses", id: number, published: boolean) {
  const table = kind === "webinars" ? webinars : courses;
  const noun = kind === "webinars" ? "webinar" : "course";
  return announced(
    async (tx) => {
      const [old] = await tx.select({ p: table.published }).from(table).where(eq(table.id, id)).for("update");
      if (!old) throw notFound(`No ${noun} ${id}.`);
      await tx.update(table).set({ published, updatedAt: new Date() }).where(eq(table.id, id));
      await recordAudit(tx, actor, {
        action: `content.${noun}.${published ? "publish" : "unpublish"}`,
        targetType: noun,
        targetId: id,
        before: { published: old.p },
        after: { published },
      });
      return { published };
    },
    [id],
  );
}
