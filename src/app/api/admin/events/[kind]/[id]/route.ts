import {
  courseInputSchema,
  eventKindSchema,
  speakerInputSchema,
  webinarInputSchema,
} from "@/features/admin/event-schemas";
import { idSchema } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import {
  getCourseForEdit,
  getSpeakerForEdit,
  getWebinarForEdit,
  saveCourse,
  saveSpeaker,
  saveWebinar,
} from "@/features/admin/server/events";
import { deleteEvent } from "@/features/admin/server/event-delete";
import { handle, json, readBody, type RouteContext } from "@/lib/http";

type Params = { kind: string; id: string };

export const GET = handle(async (req: Request, ctx: RouteContext<Params>) => {
  await requireOperator(req);
  const p = await ctx.params;
  const kind = eventKindSchema.parse(p.kind);
  const id = idSchema.parse(p.id);
  const data =
    kind === "webinars"
      ? await getWebinarForEdit(id)
      : kind === "speakers"
        ? await getSpeakerForEdit(id)
        : await getCourseForEdit(id);
  return json({ success: true, data });
});

/** Saves the whole item; the storefront sees it at once. */
export const POST = handle(async (req: Request, ctx: RouteContext<Params>) => {
  const actor = await requireOperator(req);
  const p = await ctx.params;
  const kind = eventKindSchema.parse(p.kind);
  const id = idSchema.parse(p.id);
  if (kind === "speakers") {
    const row = await saveSpeaker(actor, id, await readBody(req, speakerInputSchema));
    return json({ success: true, message: "Saved.", data: row });
  }
  const row =
    kind === "webinars"
      ? await saveWebinar(actor, id, await readBody(req, webinarInputSchema))
      : await saveCourse(actor, id, await readBody(req, courseInputSchema));
  return json({ success: true, message: row.published ? "Saved and published." : "Saved as a draft.", data: row });
});

/** Deletes the item, or answers 409 with what still depends on it (registrations, sessions, bundles). */
export const DELETE = handle(async (req: Request, ctx: RouteContext<Params>) => {
  const actor = await requireOperator(req);
  const p = await ctx.params;
  const kind = eventKindSchema.parse(p.kind);
  const id = idSchema.parse(p.id);
  const { title } = await deleteEvent(actor, kind, id);
  return json({ success: true, message: `Deleted “${title}”.` });
});
