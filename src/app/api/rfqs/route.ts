import { requireViewer } from "@/features/accounts/server/session";
import { rfqCreateSchema } from "@/features/requests/rfq-schemas";
import { createRfq, listRfqs } from "@/features/requests/server/rfqs";
import { getConfig } from "@/lib/config";
import { enforce } from "@/lib/rate-limit";
import { handle, json, readJson } from "@/lib/http";

/** POST /api/rfqs: ask several vendors at once for a quote → `{ success, id }`. */
export const POST = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  await enforce(`requests:rfq:${viewer.id}`, getConfig().REQUEST_RATE_LIMIT, 60);
  const input = await readJson(req, rfqCreateSchema);
  const { id } = await createRfq(viewer, input);
  return json({ success: true, id, message: "Your request for quote was sent to the vendors." });
});

/** GET /api/rfqs?page=n: the buyer's requests for quote (and their clinic location's), newest first. */
export const GET = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const page = Math.max(1, Number(new URL(req.url).searchParams.get("page")) || 1);
  return json(
    { success: true, ...(await listRfqs(viewer, page)) },
    { headers: { "cache-control": "private, no-store" } },
  );
});
