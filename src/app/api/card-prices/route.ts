import { viewerFromRequest } from "@/features/accounts/server/session";
import { CARD_PRICES_MAX } from "@/features/catalog/card-price-fields";
import { cardPrices } from "@/features/catalog/server/listing";
import { badRequest } from "@/lib/errors";
import { handle, json } from "@/lib/http";

/** `ids=1,2,3`: whole positive numbers, at least one and at most CARD_PRICES_MAX. */
function parseIds(raw: string | null): number[] {
  const parts = (raw ?? "").split(",").filter(Boolean);
  if (parts.length === 0) throw badRequest("Say which products: ids=1,2,3.");
  if (parts.length > CARD_PRICES_MAX) throw badRequest(`Ask for at most ${CARD_PRICES_MAX} products at a time.`);
  return parts.map((p) => {
    if (!/^\d{1,9}$/.test(p) || Number(p) === 0) throw badRequest(`'${p.slice(0, 20)}' is not a product id.`);
    return Number(p);
  });
}

/**
 * GET /api/card-prices?ids=1,2,3: each product card's price as the signed-in buyer may see it (a
 * visitor gets a visitor's), by id. A member shell's product cards fill their price from here.
 */
export const GET = handle(async (req: Request) => {
  const ids = parseIds(new URL(req.url).searchParams.get("ids"));
  const viewer = await viewerFromRequest(req);
  return json(
    { success: true, data: await cardPrices(ids, viewer) },
    { headers: { "cache-control": "private, no-store" } },
  );
});
