import type { IncomingMessage } from "node:http";

/**
 * The header the HTTP server stamps with the client address it worked out. Whatever a client sends
 * under this name is overwritten, so route handlers can believe it.
 */
export const CLIENT_IP_HEADER = "x-dvm-client-ip";

/**
 * The client's address given the socket peer and X-Forwarded-For: each trusted proxy hop appends the
 * address it received from, so the client is `trustedHops` entries from the right of the chain that
 * ends with the socket peer. With no trusted hop it is the socket peer; every entry further left
 * was written by the client and proves nothing.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | null, trustedHops: number) {
  const chain = (forwardedFor ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (socketAddress) chain.push(socketAddress);
  if (chain.length === 0) return "unknown";
  return normalize(chain[Math.max(0, chain.length - 1 - trustedHops)]!);
}

/** IPv4 through an IPv6 socket reads "::ffff:1.2.3.4": one client, one key. */
function normalize(ip: string): string {
  return ip.startsWith("::ffff:") && ip.includes(".") ? ip.slice(7) : ip;
}

/** Called by the HTTP server on every request before Next sees it (see README "Security"). */
export function stampClientAddress(req: IncomingMessage, trustedHops: number): void {
  const xff = req.headers["x-forwarded-for"];
  const forwarded = Array.isArray(xff) ? xff.join(",") : (xff ?? null);
  req.headers[CLIENT_IP_HEADER] = clientAddress(req.socket.remoteAddress, forwarded, trustedHops);
}
