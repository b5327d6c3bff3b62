import { contentKindSchema, publishSchema } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { setPublished } from "@/features/admin/server/content";
import { handle, json, readBody, type RouteContext } from "@/lib/http";

/** POST { published: true | false }. */
export const POST = handle(async (req: Request, ctx: RouteContext<{ kind: string; id: string }>) => {
  const actor = await requireOperator(req);
  const p = await ctx.params;
  const kind = contentKindSchema.parse(p.kind);
  const { published } = await readBody(req, publishSchema);
  await setPublished(actor, kind, p.id, published);
  return json({ success: true, message: published ? "Published." : "Unpublished: hidden from the storefront." });
});
