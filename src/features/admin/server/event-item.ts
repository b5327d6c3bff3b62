import "server-only";
import { notFound } from "next/navigation";
import { AppError } from "@/lib/errors";
import type { EventKind } from "../event-schemas";
import { idSchema } from "../schemas";
import { getCourseForEdit, getSpeakerForEdit, getWebinarForEdit, listSpeakersForConsole } from "./events";
import { listRegistrations } from "./registrations";

/** One webinar, speaker or course for a console page: anything missing or malformed is the page's 404. */
export async function eventItemForPage(kind: EventKind, rawId: string): Promise<Record<string, unknown>> {
  const id = idSchema.safeParse(rawId);
  if (!id.success) notFound();
  try {
    if (kind === "webinars") return await getWebinarForEdit(id.data);
    return kind === "speakers" ? await getSpeakerForEdit(id.data) : await getCourseForEdit(id.data);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) notFound();
    throw err;
  }
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
