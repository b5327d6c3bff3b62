import { servicePatchSchema } from "@/features/vendor-portal/shop/schema";
import {
  getProviderService,
  requireVendor,
  serviceIdParam,
  updateProviderService,
} from "@/features/vendor-portal/server/shop-routes";
import { handle, json, readJson, type RouteContext } from "@/lib/http";

export const GET = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req);
  return json({ success: true, data: await getProviderService(ctx, await serviceIdParam(route)) });
});

/** Changes only what is sent; `plans` replaces the service's plans (those with an id are kept and edited). */
export const PATCH = handle(async (req: Request, route: RouteContext<{ id: string }>) => {
  const ctx = await requireVendor(req, "edit_listings");
  const id = await serviceIdParam(route);
  const data = await updateProviderService(ctx, id, await readJson(req, servicePatchSchema));
  return json({ success: true, data });
});
