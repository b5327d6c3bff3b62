import { requireViewer } from "@/features/accounts/server/session";
import { myClinics } from "@/features/clinic/server/context";
import { handle, json } from "@/lib/http";

/** The viewer's clinics with their locations, and the ones this session acts for. */
export const GET = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  return json({ success: true, data: await myClinics(viewer) });
});
