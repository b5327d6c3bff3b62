import "server-only";
import { notFound } from "next/navigation";
import { AppError } from "@/lib/errors";
import type { EventKind } from "../event-schemas";
import { idSchema } from "../schemas";
import { getCourseForEdit, getSpeakerForEdit, getWebinarForEdit, listSpeakersForConsole } from "./events";
import { listRegistrations } from "./registrations";

/** Runs a read for a console page: a malformed id or a missing item is the page's 404. */
async function forPage<T>(rawId: string, read: (id: number) => Promise<T>): Promise<T> {
  const id = idSchema.safeParse(rawId);
  if (!id.success) notFound();
  try {
    return await read(id.data);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) notFound();
    throw err;
  }
}

/** One webinar, speaker or course for a console page. */
export async function eventItemForPage(kind: EventKind, rawId: string): Promise<Record<string, unknown>> {
  return forPage<Record<string, unknown>>(rawId, (id) =>
    kind === "webinars" ? getWebinarForEdit(id) : kind === "speakers" ? getSpeakerForEdit(id) : getCourseForEdit(id),
  );
}

/** The item, the speakers to choose from and (for a webinar) its registrations. */
export async function eventPageData(kind: EventKind, rawId: string) {
  const item = await eventItemForPage(kind, rawId);
  const [speakers, registrations] = await Promise.all([
    kind === "speakers" ? [] : listSpeakersForConsole(),
    kind === "webinars" ? listRegistrations(Number(item.id)) : null,
  ]);
  return { item, speakers, registrations };
}

/** What a preview draws: the saved item (drafts too) with its speakers, typed for the storefront's components. */
export async function eventPreviewData(kind: EventKind, rawId: string) {
  return forPage(rawId, async (id) => {
    if (kind === "speakers") return { kind, speaker: await getSpeakerForEdit(id) } as const;
    const all = await listSpeakersForConsole();
    const speakersOf = (ids: number[]) => ids.flatMap((sid) => all.filter((s) => s.id === sid));
    if (kind === "webinars") {
      const webinar = await getWebinarForEdit(id);
      return { kind, webinar, speakers: speakersOf(webinar.speakerIds) } as const;
    }
    const course = await getCourseForEdit(id);
    return { kind, course, speakers: speakersOf(course.speakerIds) } as const;
  });
}
