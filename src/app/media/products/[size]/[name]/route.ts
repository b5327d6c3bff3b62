import { renderProductImage } from "@/features/catalog/server/image-render";
import { IMAGE_SIZES, type ImageSize } from "@/features/catalog/media";

const NAME = /^[a-z0-9-]{1,60}\.webp$/;

export async function GET(_req: Request, ctx: { params: Promise<{ size: string; name: string }> }) {
  const { size, name } = await ctx.params;
  // own keys only: "constructor" is in every object
  if (!Object.hasOwn(IMAGE_SIZES, size) || !NAME.test(name)) return new Response("Not found", { status: 404 });
  const body = await renderProductImage(size as ImageSize, name);
  if (!body) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(body), {
    headers: { "content-type": "image/webp", "cache-control": "public, max-age=31536000, immutable" },
  });
}
