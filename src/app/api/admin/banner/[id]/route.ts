import { bannerInputSchema, idSchema } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { saveBanner } from "@/features/admin/server/banner";
import { handle, json, readBody, type RouteContext } from "@/lib/http";

/** POST the banner fields of one webinar (startsAt is "YYYY-MM-DDTHH:mm" in its time zone). */
export const POST = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  const actor = await requireOperator(req);
  const id = idSchema.parse((await ctx.params).id);
  const w = await saveBanner(actor, id, await readBody(req, bannerInputSchema));
  return json({
    success: true,
    message: !w.showCounter
      ? "Saved: no countdown for this webinar."
      : w.published
        ? `Saved: the banner counts down to ${w.title}.`
        : `Saved: the banner counts down to ${w.title} once it is published.`,
    data: { id: w.id, startsAt: w.startsAt.toISOString() },
  });
});
