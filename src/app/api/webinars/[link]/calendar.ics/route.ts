import { webinarIcs } from "@/features/content/rules";
import { getWebinar } from "@/features/content/server/queries";
import { notFound } from "@/lib/errors";
import { handle, type RouteContext } from "@/lib/http";

export const GET = handle(async (req: Request, ctx: RouteContext<{ link: string }>) => {
  const { link } = await ctx.params;
  const found = await getWebinar(link);
  if (!found) throw notFound("Webinar not found.");
  const w = found.webinar;
  const origin = new URL(req.url).origin;
  const body = webinarIcs({
    uid: `webinar-${w.id}@dvm-market`,
    title: w.title,
    description: w.description,
    start: w.startsAt,
    durationMinutes: w.durationMinutes,
    url: `${origin}/virtual-expo/${w.link}`,
    location: w.zoomLink ?? w.externalLink,
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${w.link}.ics"`,
    },
  });
});
