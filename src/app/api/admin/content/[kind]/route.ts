import { blogInputSchema, contentKindSchema, faqInputSchema } from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import { listContent, saveBlog, saveFaq } from "@/features/admin/server/content";
import { badRequest } from "@/lib/errors";
import { handle, json, readBody, type RouteContext } from "@/lib/http";

export const GET = handle(async (req: Request, ctx: RouteContext<{ kind: string }>) => {
  await requireOperator(req);
  const kind = contentKindSchema.parse((await ctx.params).kind);
  return json({ success: true, data: await listContent(kind) });
});

/** Creates a blog or an FAQ (info pages exist already: they are edited, not created). */
export const POST = handle(async (req: Request, ctx: RouteContext<{ kind: string }>) => {
  const actor = await requireOperator(req);
  const kind = contentKindSchema.parse((await ctx.params).kind);
  if (kind === "pages") throw badRequest("Info pages are edited, not created.");
  const row =
    kind === "blogs"
      ? await saveBlog(actor, null, await readBody(req, blogInputSchema))
      : await saveFaq(actor, null, await readBody(req, faqInputSchema));
  return json({ success: true, message: "Saved.", data: { id: String(row.id) } }, { status: 201 });
});
