import { readUploadedVideo } from "@/features/catalog/server";
import { legacyVideoRedirect } from "@/features/catalog/media";

const TYPES: Record<string, string> = { mp4: "video/mp4", webm: "video/webm" };

/**
 * Seeded clips are static files in public/media/videos (served before this route); catalogs seeded
 * before they were WebM name them `.mp4` and move to the real file. A vendor's uploaded video is
 * served from storage, with byte ranges so players can seek (Safari asks for ranges only). Anything else is 404.
 */
export async function GET(req: Request, ctx: { params: Promise<{ name: string }> }) {
  const name = (await ctx.params).name;
  const target = legacyVideoRedirect(name);
  if (target) return new Response(null, { status: 308, headers: { location: target } });
  const bytes = await readUploadedVideo(name);
  if (!bytes) return new Response("Not found", { status: 404 });
  const headers = {
    "content-type": TYPES[name.split(".").pop()!] ?? "application/octet-stream",
    "accept-ranges": "bytes",
    // the name is random and never reused: the file never changes
    "cache-control": "public, max-age=31536000, immutable",
    "x-content-type-options": "nosniff",
  };
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.get("range") ?? "");
  if (!range || (!range[1] && !range[2])) return new Response(new Uint8Array(bytes), { headers });
  const size = bytes.length;
  const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
  const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
  if (start >= size || start > end)
    return new Response(null, { status: 416, headers: { ...headers, "content-range": `bytes */${size}` } });
  return new Response(new Uint8Array(bytes.subarray(start, end + 1)), {
    status: 206,
    headers: { ...headers, "content-range": `bytes ${start}-${end}/${size}` },
  });
}
