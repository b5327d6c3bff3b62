/**
 * A parcel's tracking page at its carrier, from the carrier as a vendor typed it ("UPS", "ups ground",
 * "FedEx", "Fed Ex", "USPS", "U.S. Postal Service", "DHL Express", "OnTrac"); null for a carrier we do
 * not know, whose number is then shown as text.
 */
const CARRIERS: { match: RegExp; url: (n: string) => string }[] = [
  { match: /^ups\b/, url: (n) => `https://www.ups.com/track?tracknum=${n}` },
  { match: /^fed\s*ex\b/, url: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  {
    match: /^(?:usps\b|u\s*s\s*postal|united states postal|us mail\b)/,
    url: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
  },
  { match: /^dhl\b/, url: (n) => `https://www.dhl.com/us-en/home/tracking.html?tracking-id=${n}` },
  { match: /^ontrac\b/, url: (n) => `https://www.ontrac.com/tracking/?number=${n}` },
];

export function trackingUrl(
  carrier: string | null | undefined,
  trackingNumber: string | null | undefined,
): string | null {
  const number = (trackingNumber ?? "").replace(/\s+/g, "");
  if (!/^[A-Za-z0-9-]{4,40}$/.test(number)) return null;
  const name = (carrier ?? "").toLowerCase().replace(/\./g, "").trim();
  const known = CARRIERS.find((c) => c.match.test(name));
  return known ? known.url(encodeURIComponent(number)) : null;
}
