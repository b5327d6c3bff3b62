import { z } from "zod";
import { viewerFromRequest } from "@/features/accounts/server/session";
import { productOffers } from "@/features/catalog/server/offers";
import { notFound } from "@/lib/errors";
import { answerInFront } from "@/lib/front-routes";
import { handle, json } from "@/lib/http";

const idSchema = z.coerce
  .number({ error: "The product id must be a number." })
  .int("The product id must be a whole number.")
  .positive("The product id must be a whole number.");

/** GET /api/products/{id}/offers: every vendor's offer of the same item, priced as this viewer may see it. */
export const GET = handle(async (req: Request, ctx: { params: Promise<{ id: string }> }) => {
  const id = idSchema.parse((await ctx.params).id);
  const offers = await productOffers(id, await viewerFromRequest(req));
  if (!offers) throw notFound("Product not found.");
  return json({ success: true, offers }, { headers: { "cache-control": "private, no-store" } });
});

// a product page's "Also sold by" asks it on every visit: answered in front of Next from now on
answerInFront("/api/products/[id]/offers", GET);
