import { legacyVideoRedirect } from "@/features/catalog/media";

/**
 * Catalogs seeded before the demo clips were WebM name them `.mp4`; those names move to the real
 * file in public/media/videos (served before this route). Anything else is 404.
 */
export async function GET(_req: Request, ctx: { params: Promise<{ name: string }> }) {
  const target = legacyVideoRedirect((await ctx.params).name);
  if (!target) return new Response("Not found", { status: 404 });
  return new Response(null, { status: 308, headers: { location: target } });
}
