import { onboardingLink, requireVendor } from "@/features/vendor-portal/server/routes";
import { baseUrl } from "@/lib/config";
import { handle, json } from "@/lib/http";

/** The provider's onboarding link for the shop's payout account; the vendor comes back to the payouts page. */
export const POST = handle(async (req: Request) => {
  const ctx = await requireVendor(req, "manage_payouts");
  return json({ success: true, url: await onboardingLink(ctx, `${baseUrl()}/vendor/payouts`) });
});
