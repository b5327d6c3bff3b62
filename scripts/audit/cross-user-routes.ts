// Every id-bearing route of the API (src/app/api/**/[param]) that names something a buyer, a clinic or
// a vendor owns, with a body that would pass validation, so a refusal is the route's access check
// and not a malformed request. Public ids (product slugs, webinar links) and the caller's own
// thread with a vendor are left out: they name nothing private. Pages that show one owner's record
// are probed too.

/** What a route's path parameters name, filled from the victim's records. */
export type Param =
  | "userId"
  | "email"
  | "addressId"
  | "orderId"
  | "documentId"
  | "approvalId"
  | "guideId"
  | "invitationId"
  | "locationId"
  | "memberId"
  | "reorderId"
  | "ruleId"
  | "deaId"
  | "recallNoticeId"
  | "slug"
  | "vendorId"
  | "vendorOrderId"
  | "productId"
  | "imageId"
  | "videoId"
  | "apiKeyId"
  | "couponId"
  | "conversationId"
  | "requestId"
  | "teamMemberId";

export type Probe = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  body?: unknown;
  /** Console routes: the operator may use them, so they are not probed with the operator. */
  admin?: boolean;
  page?: boolean;
};

const address = {
  label: "Clinic",
  fullName: "Hijacked Name",
  line1: "1 Hijack Road",
  city: "Springfield",
  state: "MO",
  zip: "65806",
  country: "US",
};
const checkoutAddress = {
  full_name: "Hijacked Name",
  line1: "1 Hijack Road",
  city: "Springfield",
  state: "MO",
  zip: "65806",
};

/** Routes whose ids name a buyer's or a clinic's records. */
export const BUYER_PROBES: Probe[] = [
  { method: "GET", path: "/api/cart-listing-app/{userId}" },
  { method: "GET", path: "/api/user/addresses/{userId}" },
  { method: "POST", path: "/api/user/addresses/{userId}", body: address },
  { method: "PUT", path: "/api/user/addresses/{userId}/{addressId}", body: address },
  { method: "DELETE", path: "/api/user/addresses/{userId}/{addressId}" },
  { method: "GET", path: "/api/user/documents/{userId}" },
  { method: "GET", path: "/api/user/get-profile/{userId}" },
  { method: "GET", path: "/api/user/notifications/{userId}" },
  { method: "GET", path: "/api/user/notifications/{userId}/unread" },
  { method: "POST", path: "/api/user/profile-image/{userId}", body: {} },
  { method: "PUT", path: "/api/user/profile/{userId}", body: { firstName: "Hijacked", lastName: "Account" } },
  { method: "GET", path: "/api/user/wishlist/{userId}" },
  { method: "GET", path: "/api/product-view/{slug}/{userId}" },
  { method: "GET", path: "/api/get-user-details/{email}" },
  { method: "DELETE", path: "/api/chat/chatbot/delete_user_chat/{email}" },
  { method: "PUT", path: "/api/checkout/addresses/{addressId}", body: checkoutAddress },
  { method: "GET", path: "/api/orders/{orderId}" },
  { method: "GET", path: "/api/orders/{orderId}/invoice" },
  { method: "POST", path: "/api/orders/{orderId}/buy-again", body: {} },
  { method: "POST", path: "/api/clinic/approvals/{approvalId}/approve", body: {} },
  { method: "POST", path: "/api/clinic/approvals/{approvalId}/reject", body: { comment: "Hijacked" } },
  { method: "POST", path: "/api/clinic/guides/{guideId}/add-to-cart", body: {} },
  { method: "POST", path: "/api/clinic/guides/{guideId}/items", body: { product_id: 1, par_level: 3 } },
  { method: "POST", path: "/api/clinic/invitations/{invitationId}/accept", body: {} },
  { method: "PATCH", path: "/api/clinic/locations/{locationId}", body: { name: "Hijacked location" } },
  { method: "PATCH", path: "/api/clinic/members/{memberId}", body: { role: "viewer" } },
  { method: "DELETE", path: "/api/clinic/members/{memberId}" },
  { method: "DELETE", path: "/api/clinic/reorders/{reorderId}" },
  { method: "POST", path: "/api/clinic/reorders/{reorderId}/skip", body: {} },
  { method: "DELETE", path: "/api/clinic/rules/{ruleId}" },
  { method: "POST", path: "/api/compliance/recalls/{recallNoticeId}/acknowledge", body: {} },
  { method: "GET", path: "/api/admin/users/{userId}", admin: true },
  { method: "POST", path: "/api/admin/users/{userId}/coins", body: { delta: 500, reason: "Hijacked" }, admin: true },
  { method: "POST", path: "/api/admin/users/{userId}/deactivate", body: {}, admin: true },
  { method: "GET", path: "/api/admin/orders/{orderId}", admin: true },
  { method: "GET", path: "/api/admin/documents/{documentId}/file", admin: true },
  {
    method: "POST",
    path: "/api/admin/documents/{documentId}/review",
    body: { action: "approve", level: 5, expires_on: "2030-01-01" },
    admin: true,
  },
  { method: "POST", path: "/api/admin/compliance/dea/{deaId}/verify", body: {}, admin: true },
  { method: "GET", path: "/dashboard/user/{userId}", page: true },
  { method: "GET", path: "/user/order-details/{orderId}", page: true },
  { method: "GET", path: "/admin/buyers/{userId}", page: true, admin: true },
  { method: "GET", path: "/admin/orders/{orderId}", page: true, admin: true },
];

/** Routes whose ids name one vendor's records. */
export const VENDOR_PROBES: Probe[] = [
  { method: "GET", path: "/api/vendor/v1/orders/{vendorOrderId}" },
  { method: "POST", path: "/api/vendor/v1/orders/{vendorOrderId}/accept", body: {} },
  {
    method: "POST",
    path: "/api/vendor/v1/orders/{vendorOrderId}/cancel-line",
    body: { line_id: 1, reason: "Hijacked" },
  },
  { method: "POST", path: "/api/vendor/v1/orders/{vendorOrderId}/deliver", body: {} },
  { method: "POST", path: "/api/vendor/v1/orders/{vendorOrderId}/order-form", body: { form_number: "123456789" } },
  { method: "GET", path: "/api/vendor/v1/orders/{vendorOrderId}/packing-slip" },
  {
    method: "POST",
    path: "/api/vendor/v1/orders/{vendorOrderId}/ship",
    body: { carrier: "UPS", tracking_number: "1Z999AA10123456784" },
  },
  { method: "GET", path: "/api/vendor/v1/products/{productId}" },
  { method: "PATCH", path: "/api/vendor/v1/products/{productId}", body: { name: "Hijacked listing", quantity: 0 } },
  { method: "POST", path: "/api/vendor/v1/products/{productId}/images", body: {} },
  { method: "DELETE", path: "/api/vendor/v1/products/{productId}/images/{imageId}" },
  { method: "GET", path: "/api/vendor/v1/products/{productId}/videos" },
  { method: "POST", path: "/api/vendor/v1/products/{productId}/videos", body: { url: "https://youtu.be/dQw4w9WgXcQ" } },
  { method: "DELETE", path: "/api/vendor/v1/products/{productId}/videos/{videoId}" },
  { method: "DELETE", path: "/api/vendor/v1/api-keys/{apiKeyId}" },
  { method: "POST", path: "/api/vendor/v1/coupons/{couponId}/end", body: {} },
  { method: "GET", path: "/api/vendor/v1/messages/{conversationId}" },
  { method: "POST", path: "/api/vendor/v1/messages/{conversationId}", body: { message: "Hijacked reply" } },
  {
    method: "POST",
    path: "/api/vendor/v1/requests/{requestId}/answer",
    body: { type: "price", price: 1, valid_until: "2030-01-01" },
  },
  { method: "PATCH", path: "/api/vendor/v1/team/{teamMemberId}", body: { role: "staff" } },
  { method: "DELETE", path: "/api/vendor/v1/team/{teamMemberId}" },
  { method: "POST", path: "/api/admin/sellers/{vendorId}", body: { action: "suspend" }, admin: true },
  { method: "GET", path: "/vendor/listings/{productId}", page: true },
  { method: "GET", path: "/vendor/orders/{vendorOrderId}", page: true },
  { method: "GET", path: "/vendor/messages/{conversationId}", page: true },
];

/** The path with its `{param}`s filled, or null when the victim has no such record. */
export function fillPath(template: string, values: Partial<Record<Param, string>>): string | null {
  let missing = false;
  const out = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = values[name as Param];
    if (v === undefined) missing = true;
    return encodeURIComponent(v ?? "");
  });
  return missing ? null : out;
}

/**
 * A leak: a success that carries any of the victim's private markers, or any success on a write
 * (nothing about another's records may be changed by a stranger, even when nothing visible moved).
 */
export function isLeak(method: string, status: number, body: string, markers: string[]): boolean {
  if (status < 200 || status >= 300) return false;
  if (method !== "GET") return true;
  return markers.some((m) => m.length >= 6 && body.includes(m));
}
