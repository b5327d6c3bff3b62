import { z } from "zod";
import { viewerFromRequest } from "@/features/accounts/server";
import { myCredentials } from "@/features/compliance/server";
import { unauthorized } from "@/lib/errors";
import { handle, json } from "@/lib/http";

const query = z.object({
  location_id: z.coerce.number().int().positive("Choose a location of your clinic.").optional(),
});

/** A location's DEA registrations and state licences with their status: the active one, or `?location_id=`. */
export const GET = handle(async (req: Request) => {
  const viewer = await viewerFromRequest(req);
  if (!viewer) throw unauthorized();
  const { location_id } = query.parse({ location_id: new URL(req.url).searchParams.get("location_id") ?? undefined });
  return json({ success: true, data: await myCredentials(viewer, new Date(), location_id) });
});
