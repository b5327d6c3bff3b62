import { signInPageFor } from "@/features/accounts/server/spec-auth-endpoints";
import { handle } from "@/lib/http";

/** SPEC §7: a page that needs a session sends the visitor here; the sign-in page shows why. */
export const GET = handle(async (req: Request) => {
  const url = new URL(req.url);
  return new Response(null, { status: 302, headers: { location: signInPageFor(url) } });
});
