import "server-only";
// What the shop settings, team, services and webhook routes and pages call (kept apart from routes.ts
// so each part of the portal has its own short list).
import { routeRowId, type RouteContext } from "@/lib/http";
export { requireVendor, requireVendorPage, type VendorContext } from "./access";
export {
  getShopSettings,
  setShopPicture,
  SHOP_PICTURES,
  updateShopSettings,
  type ShopPicture,
} from "../shop/server/shop-settings";
export { changeMemberRole, inviteMember, listTeam, removeMember, resendInvitation } from "../shop/server/team";
export {
  createProviderService,
  getProviderService,
  listProviderServices,
  providerIdOf,
  updateProviderService,
} from "../shop/server/provider-services";
export { getWebhook, removeWebhook, setWebhook } from "../api/server/webhooks";
export { signWebhookBody } from "@/features/webhooks/server";

const idParam = (route: RouteContext<{ id: string }>, missing: string) => routeRowId(route, "id", missing);

export const memberIdParam = (route: RouteContext<{ id: string }>) =>
  idParam(route, "This team member does not exist.");
export const serviceIdParam = (route: RouteContext<{ id: string }>) => idParam(route, "This service does not exist.");
