import { webhookSchema } from "@/features/vendor-portal/api/schema";
import { getWebhook, removeWebhook, requireVendor, setWebhook } from "@/features/vendor-portal/server/shop-routes";
import { handle, json, readJson } from "@/lib/http";

// The webhook carries every new order out of the shop, so it is the owner's, like API keys.
export const GET = handle(async (req: Request) => {
  const ctx = await requireVendor(req, "manage_api_keys");
  return json({ success: true, ...(await getWebhook(ctx)) });
});

/** Sets the address; the secret is made once (`?rotate=1` makes a new one). */
export const PUT = handle(async (req: Request) => {
  const ctx = await requireVendor(req, "manage_api_keys");
  const { url } = await readJson(req, webhookSchema);
  const rotate = new URL(req.url).searchParams.get("rotate") === "1";
  return json({ success: true, ...(await setWebhook(ctx, url, { rotate })) });
});

export const DELETE = handle(async (req: Request) => {
  const ctx = await requireVendor(req, "manage_api_keys");
  await removeWebhook(ctx);
  return json({ success: true });
});
