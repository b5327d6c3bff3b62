import { repSearchInput } from "@/features/content/schemas";
import { findReps } from "@/features/content/server/queries";
import { handle, json } from "@/lib/http";

export const GET = handle(async (req: Request) => {
  const q = new URL(req.url).searchParams;
  const input = repSearchInput.parse({
    state: q.get("state") || undefined,
    vendor: q.get("vendor") || undefined,
    specialty: q.get("specialty") || undefined,
  });
  return json({ success: true, data: await findReps(input) });
});
