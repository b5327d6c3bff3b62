import { isIpLiteral, isPrivateAddress } from "@/lib/private-address";

// What a webhook receiver sees: the event name and the header that carries the body's signature.
export const WEBHOOK_EVENT_NEW_ORDER = "order.created";
export const WEBHOOK_SIGNATURE_HEADER = "x-dvm-signature";

/**
 * A webhook address the marketplace will post to: https, or plain http only where the caller allows it
 * (development and tests, whose receivers run on this machine). No credentials in the address. A host
 * given as an address or a name of this machine is judged here; what a name resolves to is judged by
 * resolvedAddressProblem once it has been looked up.
 */
export function webhookUrlProblem(raw: string, opts: { allowHttp: boolean; allowPrivate: boolean }): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return "The webhook address must be a full URL like https://erp.example.com/dvm-orders.";
  }
  if (url.protocol !== "https:" && !(opts.allowHttp && url.protocol === "http:"))
    return "The webhook address must start with https://.";
  if (!opts.allowPrivate && isInternalHost(url.hostname)) return PRIVATE_SENTENCE;
  if (url.username || url.password)
    return "Put no user name or password in the webhook address; verify the signature instead.";
  if (raw.length > 500) return "The webhook address must be at most 500 characters.";
  return null;
}

const PRIVATE_SENTENCE = "The webhook address must be a public address, not this machine or a private network.";

/** Why the addresses a host name resolves to may not be posted to (any one private is enough), or null. */
export function resolvedAddressProblem(host: string, addresses: readonly string[]): string | null {
  if (!addresses.length) return `The webhook address's host ${host} has no address; check the spelling.`;
  const inside = addresses.find(isPrivateAddress);
  return inside
    ? `The webhook address must be a public address: ${host} resolves to ${inside}, which is this machine or a private network.`
    : null;
}

// Names of this machine and private networks, and literal addresses in private ranges.
function isInternalHost(host: string): boolean {
  const h = host
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "")
    .toLowerCase();
  if (h === "localhost" || h.endsWith(".localhost") || h.endsWith(".internal") || h.endsWith(".local")) return true;
  return isIpLiteral(h) && isPrivateAddress(h);
}
