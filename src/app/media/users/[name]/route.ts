import { readUpload } from "@/features/accounts/server/uploads";

/** Profile images are public (shown beside the user's name); names are random, so unguessable. */
export async function GET(_req: Request, ctx: { params: Promise<{ name: string }> }) {
  const bytes = await readUpload("users", (await ctx.params).name);
  if (!bytes) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    },
  });
}
