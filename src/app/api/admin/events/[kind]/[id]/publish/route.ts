import { eventKindSchema } from "@/features/admin/event-schemas";
import { idSchema, publishSchema } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { setEventPublished } from "@/features/admin/server/events";
import { badRequest } from "@/lib/errors";
import { handle, json, readBody, type RouteContext } from "@/lib/http";

/** POST { published: true | false } for a webinar or a course. */
export const POST = handle(async (req: Request, ctx: RouteContext<{ kind: string; id: string }>) => {
  const actor = await requireOperator(req);
  const p = await ctx.params;
  const kind = eventKindSchema.parse(p.kind);
  if (kind === "speakers") throw badRequest("Speakers are always shown; take them off their webinars instead.");
  const id = idSchema.parse(p.id);
  const { published } = await readBody(req, publishSchema);
  await setEventPublished(actor, kind, id, published);
  return json({ success: true, message: published ? "Published." : "Unpublished: hidden from the storefront." });
});
