import { idSchema } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { taxExemptionFile } from "@/features/compliance/server";
import { handle, type RouteContext } from "@/lib/http";

/** The uploaded certificate, for the operator's review; never cached, never sniffed by the browser. */
export const GET = handle(async (req: Request, ctx: RouteContext<{ id: string }>) => {
  await requireOperator(req);
  const f = await taxExemptionFile(idSchema.parse((await ctx.params).id));
  return new Response(new Uint8Array(f.bytes), {
    headers: {
      "content-type": f.mime,
      "content-disposition": `inline; filename="${f.name.replace(/"/g, "")}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
});
