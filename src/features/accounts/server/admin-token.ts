import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "./auth";

/** The admin CLI proves it runs beside the server by holding the same secret (it never sends it). */
export function adminToken(): string {
  return createHmac("sha256", authSecret()).update("dvm-admin-cli").digest("hex");
}

export function isAdminRequest(req: Request): boolean {
  const given = Buffer.from(req.headers.get("authorization")?.replace(/^Bearer /, "") ?? "");
  const expected = Buffer.from(adminToken());
  return given.length === expected.length && timingSafeEqual(given, expected);
}
