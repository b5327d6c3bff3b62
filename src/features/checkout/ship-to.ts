// Where a clinic's order may ship, as pure rules: the door applies them on every path.
import { addressComplete } from "@/features/clinic";

// one rule for "complete", shared with the screens that show the location
export { addressComplete };

export type PostalAddress = {
  line1: string | null;
  line2?: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
};

const norm = (s: string | null | undefined) =>
  (s ?? "")
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .trim();

/** The same street address, whatever the case, punctuation or spacing; the ZIP+4 suffix is ignored. */
export function sameAddress(a: PostalAddress, b: PostalAddress): boolean {
  return (
    norm(a.line1) === norm(b.line1) &&
    norm(a.line2) === norm(b.line2) &&
    norm(a.city) === norm(b.city) &&
    norm(a.state) === norm(b.state) &&
    norm(a.zip).slice(0, 5) === norm(b.zip).slice(0, 5)
  );
}

export type ShipToFacts = {
  /** the chosen address is the location's own */
  toLocation: boolean;
  locationName: string;
  locationAddressComplete: boolean;
  /** the clinic's setting: orders may ship to a member's other saved addresses */
  otherAddressesAllowed: boolean;
  /** the order holds a Schedule II-V line */
  controlled: boolean;
};

export const SHIP_TO_TEXT = {
  incomplete: (loc: string) =>
    `${loc} has no complete address yet: add its street, city, state and ZIP on the clinic's locations page first.`,
  controlled: (loc: string) =>
    `Controlled items ship only to ${loc}, the address on its DEA registration: choose the location's address.`,
  notAllowed: (loc: string) =>
    `Your clinic's orders ship to ${loc}: choose the location's address, or ask the clinic's owner to allow other addresses.`,
} as const;

/** Why the order may not ship there (null when it may). */
export function shipToProblem(f: ShipToFacts): string | null {
  if (f.toLocation) return f.locationAddressComplete ? null : SHIP_TO_TEXT.incomplete(f.locationName);
  if (f.controlled) return SHIP_TO_TEXT.controlled(f.locationName);
  if (!f.otherAddressesAllowed) return SHIP_TO_TEXT.notAllowed(f.locationName);
  return null;
}
