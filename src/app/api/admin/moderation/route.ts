import { z } from "zod";
import { requireOperator } from "@/features/admin/server";
import { moderationQueue } from "@/features/admin/server/moderation";
import { searchObject } from "@/features/admin/schemas";
import { handle, json } from "@/lib/http";

const querySchema = z.object({ page: z.coerce.number().int().min(1, "page starts at 1").max(100_000).default(1) });

/** The listings waiting for review, oldest first, a page at a time (`?page=`). */
export const GET = handle(async (req: Request) => {
  await requireOperator(req);
  const { page } = querySchema.parse(searchObject(req.url));
  const { data, total } = await moderationQueue(page);
  return json({ success: true, total, data });
});
