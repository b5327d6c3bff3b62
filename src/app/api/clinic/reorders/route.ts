import { requireViewer } from "@/features/accounts/server/session";
import { createReorder, listReorders } from "@/features/clinic/server/reorders";
import { reorderSchema } from "@/features/clinic/schemas";
import { handle, json, readBody } from "@/lib/http";

export const GET = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  return json({ success: true, data: await listReorders(viewer) });
});

/** Repeats an order guide or a past order every N weeks on a weekday, for the active (or given) location. */
export const POST = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const body = await readBody(req, reorderSchema);
  return json({ success: true, data: await createReorder(viewer, body) }, { status: 201 });
});
