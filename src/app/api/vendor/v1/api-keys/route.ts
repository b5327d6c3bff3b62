import { apiKeyCreateSchema } from "@/features/vendor-portal/api/schema";
import { createApiKey, listApiKeys, requireVendor } from "@/features/vendor-portal/server/routes";
import { handle, json, readJson } from "@/lib/http";

export const GET = handle(async (req: Request) => {
  const ctx = await requireVendor(req, "manage_api_keys");
  return json({ success: true, data: await listApiKeys(ctx) });
});

export const POST = handle(async (req: Request) => {
  const ctx = await requireVendor(req, "manage_api_keys");
  const input = await readJson(req, apiKeyCreateSchema);
  return json({ success: true, ...(await createApiKey(ctx, input)) }, { status: 201 });
});
