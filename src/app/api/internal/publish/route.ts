import { getAuth } from "@/features/accounts/server/auth";
import { publishToken } from "@/features/notifications/publish-token";
import { publishInput } from "@/features/notifications/server/publish";
import { publish } from "@/features/vendor-chat/server";
import { unauthorized } from "@/lib/errors";
import { tokensMatch } from "@/lib/hmac";
import { handle, json, readJson } from "@/lib/http";

/** Operator endpoint behind `npm run publish`: token derived from the app secret, never a session. */
export const POST = handle(async (req: Request) => {
  await getAuth(); // makes sure the secret file exists before the token is derived from it
  const given = req.headers.get("authorization")?.replace(/^Bearer\s+/i, "");
  if (!tokensMatch(given, publishToken())) throw unauthorized("A valid publish token is required.");
  const input = await readJson(req, publishInput);
  return json(await publish(input));
});
