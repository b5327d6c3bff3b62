/**
 * Whether an IP address is one a server-side request must not reach on a user's say-so: this machine,
 * private and carrier networks, link-local (cloud metadata lives there), multicast, documentation and
 * reserved ranges. IPv4-mapped, NAT64 and 6to4 IPv6 addresses are judged by the IPv4 address they
 * carry. Text that is not an IP address counts as private: what cannot be read is not let through.
 */

type Range = [base: bigint, bits: number];

const V4_BLOCKED: [string, number][] = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24], // protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];

const V6_BLOCKED: [string, number][] = [
  ["::", 96], // unspecified, loopback and the old IPv4-compatible form
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64], // discard
  ["2001::", 23], // protocol assignments (Teredo among them)
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // old site-local
  ["ff00::", 8], // multicast
];

function parseV4(text: string): bigint | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.reduce((n, p) => (n << 8n) | BigInt(Number(p)), 0n);
}

function parseV6(text: string): bigint | null {
  let t = text.replace(/%.*$/, ""); // a zone id names the interface, not the address
  const dotted = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(t);
  if (dotted) {
    const v4 = parseV4(dotted[1]!);
    if (v4 === null) return null;
    t = `${t.slice(0, dotted.index)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const halves = t.split("::");
  if (halves.length > 2) return null;
  const groups = (s: string) => (s === "" ? [] : s.split(":"));
  const head = groups(halves[0]!);
  const tail = halves.length === 2 ? groups(halves[1]!) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!all.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
  return all.reduce((n, g) => (n << 16n) | BigInt(parseInt(g, 16)), 0n);
}

const ranges = (list: [string, number][], parse: (s: string) => bigint | null): Range[] =>
  list.map(([base, bits]) => [parse(base)!, bits]);
const V4 = ranges(V4_BLOCKED, parseV4);
const V6 = ranges(V6_BLOCKED, parseV6);
const within = (n: bigint, width: number, [base, bits]: Range) =>
  n >> BigInt(width - bits) === base >> BigInt(width - bits);

const v4Private = (n: bigint) => V4.some((r) => within(n, 32, r));

function v6Private(n: bigint): boolean {
  const top96 = n >> 32n;
  if (top96 === 0xffffn) return v4Private(n & 0xffffffffn); // ::ffff:a.b.c.d
  if (top96 === parseV6("64:ff9b::")! >> 32n) return v4Private(n & 0xffffffffn); // NAT64
  if (n >> 112n === 0x2002n) return v4Private((n >> 80n) & 0xffffffffn); // 6to4
  return V6.some((r) => within(n, 128, r));
}

export function isPrivateAddress(address: string): boolean {
  const text = address.trim().replace(/^\[|\]$/g, "");
  if (text.includes(":")) {
    const n = parseV6(text);
    return n === null || v6Private(n);
  }
  const n = parseV4(text);
  return n === null || v4Private(n);
}

/** Whether text is an IP address literal (a host name is not). */
export const isIpLiteral = (host: string) => {
  const text = host.replace(/^\[|\]$/g, "");
  return text.includes(":") ? parseV6(text) !== null : parseV4(text) !== null;
};
