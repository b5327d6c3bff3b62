import { viewerFromRequest } from "@/features/accounts/server/session";
import { parseCardIds } from "@/features/catalog/card-price-fields";
import { cardPrices } from "@/features/catalog/server/listing";
import { badRequest } from "@/lib/errors";
import { handle, json } from "@/lib/http";

/** `ids=1,2,3`: whole positive numbers, at least one and at most CARD_PRICES_MAX. */
function parseIds(raw: string | null): number[] {
  const parsed = parseCardIds(raw);
  if ("problem" in parsed) throw badRequest(parsed.problem);
  return parsed.ids;
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
