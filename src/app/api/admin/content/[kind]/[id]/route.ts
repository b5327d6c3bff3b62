import {
  blogInputSchema,
  contentKindSchema,
  faqInputSchema,
  idSchema,
  pageInputSchema,
} from "@/features/admin/schemas";
import { requireOperator } from "@/features/admin/server";
import {
  getBlogForEdit,
  getFaqForEdit,
  getPageForEdit,
  saveBlog,
  saveFaq,
  savePage,
} from "@/features/admin/server/content";
import { handle, json, readBody, type RouteContext } from "@/lib/http";

type Params = { kind: string; id: string };

export const GET = handle(async (req: Request, ctx: RouteContext<Params>) => {
  await requireOperator(req);
  const p = await ctx.params;
  const kind = contentKindSchema.parse(p.kind);
  const data =
    kind === "blogs"
      ? await getBlogForEdit(idSchema.parse(p.id))
      : kind === "faqs"
        ? await getFaqForEdit(idSchema.parse(p.id))
        : await getPageForEdit(p.id);
  return json({ success: true, data });
});

/** Saves the whole item; rich text is sanitized on the server and the storefront sees it at once. */
export const POST = handle(async (req: Request, ctx: RouteContext<Params>) => {
  const actor = await requireOperator(req);
  const p = await ctx.params;
  const kind = contentKindSchema.parse(p.kind);
  const row =
    kind === "blogs"
      ? await saveBlog(actor, idSchema.parse(p.id), await readBody(req, blogInputSchema))
      : kind === "faqs"
        ? await saveFaq(actor, idSchema.parse(p.id), await readBody(req, faqInputSchema))
        : await savePage(actor, p.id, await readBody(req, pageInputSchema));
  return json({ success: true, message: row.published ? "Saved and published." : "Saved as a draft.", data: row });
});
