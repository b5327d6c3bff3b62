import {
  courseInputSchema,
  eventKindSchema,
  speakerInputSchema,
  webinarInputSchema,
} from "@/features/admin/event-schemas";
import { requireOperator } from "@/features/admin/server";
import {
  listCoursesForConsole,
  listSpeakersForConsole,
  listWebinarsForConsole,
  saveCourse,
  saveSpeaker,
  saveWebinar,
} from "@/features/admin/server/events";
import { handle, json, readBody, type RouteContext } from "@/lib/http";

/** Webinars (with their registration counts), expo speakers or courses, drafts included. */
export const GET = handle(async (req: Request, ctx: RouteContext<{ kind: string }>) => {
  await requireOperator(req);
  const kind = eventKindSchema.parse((await ctx.params).kind);
  const data =
    kind === "webinars"
      ? await listWebinarsForConsole()
      : kind === "speakers"
        ? await listSpeakersForConsole()
        : await listCoursesForConsole();
  return json({ success: true, data });
});

/** Creates a webinar, a speaker or a course. */
export const POST = handle(async (req: Request, ctx: RouteContext<{ kind: string }>) => {
  const actor = await requireOperator(req);
  const kind = eventKindSchema.parse((await ctx.params).kind);
  const row =
    kind === "webinars"
      ? await saveWebinar(actor, null, await readBody(req, webinarInputSchema))
      : kind === "speakers"
        ? await saveSpeaker(actor, null, await readBody(req, speakerInputSchema))
        : await saveCourse(actor, null, await readBody(req, courseInputSchema));
  return json({ success: true, message: "Saved.", data: { id: String(row.id) } }, { status: 201 });
});
