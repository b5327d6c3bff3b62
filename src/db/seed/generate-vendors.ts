import { DEPARTMENTS } from "./catalog-words";
import { createRng, hashSeed, type Rng } from "./prng";
import type { SeedVendor } from "./seed-types";
import { SlugRegistry } from "./slug";
import {
  CITIES,
  SPECIAL_VENDORS,
  VENDOR_KINDS,
  VENDOR_PREFIXES,
  VENDOR_PROMISES,
  VENDOR_SUFFIXES,
} from "./vendor-words";

export const VENDOR_COUNT = 160;
/** Vendors the specification refers to by id. */
export const VENDOR_ID_NO_BUY = 407;
export const LOGO_VENDOR_IDS = [463, 1402] as const;

/** What the product generator needs to know about a vendor beyond its row. */
export interface VendorProfile {
  vendor: SeedVendor;
  /** Relative share of the catalog this vendor lists. */
  weight: number;
  /** Department indexes the vendor specialises in; empty means everything. */
  focus: number[];
}

const SUFFIX_FOCUS: Record<string, string> = {
  Surgical: "Surgical Instruments",
  Diagnostics: "Diagnostics",
  "Pharmacy Services": "Pharmaceuticals",
};

const departmentIndex = (name: string) => DEPARTMENTS.findIndex((d) => d.name === name);
const FREE_SHIPPING_CENTS = [9900, 15000, 20000, 25000, 35000, 50000];

function about(rng: Rng, name: string, city: string, state: string, focus: number[]): string {
  const lower = (name: string) => (name === name.toUpperCase() ? name : name.toLowerCase());
  const lines = focus.length > 0 ? focus.map((i) => lower(DEPARTMENTS[i]?.name ?? "")) : ["a full line of products"];
  const list = lines.length > 1 ? `${lines.slice(0, -1).join(", ")} and ${lines[lines.length - 1]}` : (lines[0] ?? "");
  const since = rng.int(1978, 2019);
  const promises = rng.sample(VENDOR_PROMISES, 2).join(" ");
  return `${name} is a ${rng.pick(VENDOR_KINDS)} based in ${city}, ${state}, supplying ${list} to veterinary practices since ${since}. ${promises}`;
}

export function generateVendors(seed: number): VendorProfile[] {
  const rng = createRng(hashSeed(seed, 0x7e4d));
  const slugs = new SlugRegistry();
  const regularCount = VENDOR_COUNT - SPECIAL_VENDORS.length;
  const names = rng.shuffle(
    VENDOR_PREFIXES.flatMap((prefix) => VENDOR_SUFFIXES.map((suffix) => [prefix, suffix] as const)),
  );
  const profiles: VendorProfile[] = [];

  for (let id = 1; id <= regularCount; id++) {
    const [prefix, suffix] = names[id - 1] ?? ["Regional", `Vet Supply ${id}`];
    const name = `${prefix} ${suffix}`;
    const [city, state] = rng.pick(CITIES);
    const forced = SUFFIX_FOCUS[suffix];
    const focus = forced ? [departmentIndex(forced)] : [];
    const extra = rng.weighted([
      [0, 2],
      [1, 4],
      [2, 3],
      [3, 1],
    ] as const);
    for (const index of rng.sample(
      DEPARTMENTS.map((_, i) => i),
      extra + (forced ? 0 : 1),
    )) {
      if (!focus.includes(index)) focus.push(index);
    }
    profiles.push({
      weight: rng.weighted([
        [6, 1],
        [2, 3.5],
        [1, 5.5],
      ] as const),
      focus,
      vendor: {
        id,
        name,
        slug: slugs.claim(name, id),
        about: about(rng, name, city, state, focus),
        city,
        state,
        minimumFreeShippingCents: rng.chance(0.25) ? null : rng.pick(FREE_SHIPPING_CENTS),
        isFeatured: rng.chance(0.12),
      },
    });
  }

  for (const special of SPECIAL_VENDORS) {
    const focus = special.focus.map(departmentIndex);
    profiles.push({
      weight: special.weight,
      focus,
      vendor: {
        id: special.id,
        name: special.name,
        slug: slugs.claim(special.name, special.id),
        about: about(rng, special.name, special.city, special.state, focus),
        city: special.city,
        state: special.state,
        minimumFreeShippingCents: special.id === VENDOR_ID_NO_BUY ? null : 25000,
        isFeatured: special.id !== VENDOR_ID_NO_BUY,
      },
    });
  }
  return profiles;
}
