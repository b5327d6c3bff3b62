import { viewerFromRequest } from "@/features/accounts/server";
import { addStateLicence } from "@/features/compliance/server";
import { unauthorized } from "@/lib/errors";
import { handle, json, readJsonValue } from "@/lib/http";

export const POST = handle(async (req: Request) => {
  const viewer = await viewerFromRequest(req);
  if (!viewer) throw unauthorized();
  return json({ success: true, ...(await addStateLicence(viewer, () => readJsonValue(req))) }, { status: 201 });
});
