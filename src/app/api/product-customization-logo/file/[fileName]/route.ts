import { requireViewer } from "@/features/accounts/server/session";
import { readLogoFor } from "@/features/requests/server/logos";
import { handle } from "@/lib/http";

/** A saved logo, to its owner only, always as a PNG the browser must not sniff into anything else. */
export const GET = handle(async (req: Request, ctx: { params: Promise<{ fileName: string }> }) => {
  const viewer = await requireViewer(req);
  const { fileName } = await ctx.params;
  const bytes = await readLogoFor(viewer, fileName);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/png",
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": `inline; filename="${fileName}"`,
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "Cache-Control": "private, max-age=3600",
    },
  });
});
