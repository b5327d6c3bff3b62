import "server-only";
import { hmacHex, tokensMatch } from "@/lib/hmac";
import { authSecret } from "./auth";

/** The admin CLI proves it runs beside the server by holding the same secret (it never sends it). */
export function adminToken(): string {
  return hmacHex(authSecret(), "dvm-admin-cli");
}

export function isAdminRequest(req: Request): boolean {
  return tokensMatch(req.headers.get("authorization")?.replace(/^Bearer /, "") ?? "", adminToken());
}
