import { viewerFromRequest } from "@/features/accounts/server";
import { addStateLicence } from "@/features/compliance/server";
import { badRequest, unauthorized } from "@/lib/errors";
import { handle, json } from "@/lib/http";

export const POST = handle(async (req: Request) => {
  const viewer = await viewerFromRequest(req);
  if (!viewer) throw unauthorized();
  const body = await req.json().catch(() => {
    throw badRequest("The request body must be valid JSON.");
  });
  return json({ success: true, ...(await addStateLicence(viewer, body)) }, { status: 201 });
});
