import { csrfToken } from "@/features/accounts/server/spec-auth-endpoints";
import { handle, json } from "@/lib/http";

export const GET = handle(async (req: Request) => {
  const { token, setCookie } = csrfToken(req.headers.get("cookie"));
  const headers: Record<string, string> = { "cache-control": "private, no-store" };
  if (setCookie) headers["set-cookie"] = setCookie;
  return json({ csrfToken: token }, { headers });
});
