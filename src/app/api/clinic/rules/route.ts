import { requireViewer } from "@/features/accounts/server/session";
import { addRule, listRules } from "@/features/clinic/server/locations";
import { ruleSchema } from "@/features/clinic/schemas";
import { handle, json, readBody } from "@/lib/http";

export const GET = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  return json({ success: true, data: await listRules(viewer) });
});

export const POST = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const body = await readBody(req, ruleSchema);
  return json({ success: true, data: await addRule(viewer, body) }, { status: 201 });
});
