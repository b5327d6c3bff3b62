import { viewerFromRequest } from "@/features/accounts/server/session";
import { handle, json } from "@/lib/http";

/**
 * The signed-in user as the session says now, or `{ viewer: null }`: what a member shell (a storefront
 * page every signed-in buyer shares) reads once it is up. Only ever the caller's own account.
 */
export const GET = handle(async (req: Request) => {
  const viewer = await viewerFromRequest(req);
  return json({ viewer }, { headers: { "cache-control": "private, no-store" } });
});
