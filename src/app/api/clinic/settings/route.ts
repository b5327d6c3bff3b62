import { requireViewer } from "@/features/accounts/server/session";
import { setClinicSettings } from "@/features/clinic/server/settings";
import { settingsSchema } from "@/features/clinic/schemas";
import { handle, json, readBody } from "@/lib/http";

/** Owners turn self-approval, and shipping to members' own addresses, on or off for their clinic. */
export const PATCH = handle(async (req: Request) => {
  const viewer = await requireViewer(req);
  const body = await readBody(req, settingsSchema);
  return json({ success: true, data: await setClinicSettings(viewer, body) });
});
