import { z } from "zod";
import { requireViewer } from "@/features/accounts/server/session";
import { belowPar } from "@/features/inventory/server/par";
import { handle, json } from "@/lib/http";

const query = z.object({
  location_id: z.coerce
    .number({ error: "Choose one of your locations." })
    .int()
    .positive("Choose one of your locations."),
});

/** What is below par at a location, with how many to order and the best offer for this buyer. */
export const GET = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const q = query.parse(Object.fromEntries(new URL(req.url).searchParams.entries()));
  return json({ success: true, ...(await belowPar(viewer, q.location_id)) });
});
