import { requireViewer } from "@/features/accounts/server/session";
import { listApprovals } from "@/features/clinic/server/approvals";
import { handle, json } from "@/lib/http";

export const GET = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const status = new URL(req.url).searchParams.get("status") || undefined;
  return json({ success: true, data: await listApprovals(viewer, status) });
});
