import type { DepartmentDef } from "./catalog-types";
import { DIAGNOSTICS, IMAGING, LAB_SUPPLIES } from "./catalog-words-clinic";
import { NUTRITION, ORTHOPEDICS, WOUND_CARE } from "./catalog-words-care";
import { EQUIPMENT, PPE, PRACTICE_SUPPLIES } from "./catalog-words-facility";
import { PARASITICIDES, PHARMACEUTICALS, VACCINES } from "./catalog-words-medical";
import { DENTAL } from "./catalog-words-dental";
import { ANESTHESIA, FLUID_THERAPY, SURGICAL_INSTRUMENTS } from "./catalog-words-procedures";

export type { CategoryDef, DepartmentDef, ProductKit } from "./catalog-types";

/** Top-level departments in display order. */
export const DEPARTMENTS: readonly DepartmentDef[] = [
  PHARMACEUTICALS,
  VACCINES,
  SURGICAL_INSTRUMENTS,
  DENTAL,
  DIAGNOSTICS,
  ANESTHESIA,
  WOUND_CARE,
  ORTHOPEDICS,
  IMAGING,
  LAB_SUPPLIES,
  NUTRITION,
  PARASITICIDES,
  PPE,
  EQUIPMENT,
  FLUID_THERAPY,
  PRACTICE_SUPPLIES,
];

export const QUICK_FACT_TYPES = ["Brand Name", "Species", "Form", "Strength", "Pack Size", "Manufacturer"] as const;
export type QuickFactType = (typeof QUICK_FACT_TYPES)[number];

/** Turns a brand into its maker's company name ("Veterion" -> "Veterion Animal Health"). */
const MAKER_SUFFIXES = ["Animal Health", "Laboratories", "Medical", "Veterinary Products", "Manufacturing", "Inc."];

export function manufacturerOf(brand: string): string {
  if (brand.includes(" ")) return brand;
  let h = 0;
  for (let i = 0; i < brand.length; i++) h = (h * 31 + brand.charCodeAt(i)) >>> 0;
  return `${brand} ${MAKER_SUFFIXES[h % MAKER_SUFFIXES.length]}`;
}

export const COUNTRIES_OF_ORIGIN = ["USA", "USA", "USA", "Germany", "Canada", "Ireland", "Japan", "Pakistan"];

/** Closing description sentences shared by every department; {vendor}, {city}, {state} are filled in. */
export const GENERIC_SENTENCES = [
  "Ships from {city}, {state} within 1-2 business days.",
  "Volume pricing is available for multi-location practices.",
  "Sold and supported by {vendor}.",
  "Questions about this item? Message {vendor} from your dashboard and a specialist will reply within one business day.",
  "Orders placed before 2 PM local time ship the same day.",
];

export const SHORT_DESCRIPTION_TAILS = [
  "Trusted by veterinary practices nationwide.",
  "A dependable choice for busy clinics.",
  "Stocked for fast delivery.",
  "",
  "",
];

/**
 * Plausible 11-character video ids and numeric ids; demo files for self-hosted video, which are
 * real clips in public/media/videos (four seconds each, recorded locally from a canvas).
 */
export const YOUTUBE_IDS = ["dQx4sT9kLmA", "Vt7pQ2nRw8E", "kB3mZ9xYq1U", "P0aLr5tWc6s", "hN8vJ2eKd4Q", "wR6yT1uIo3P"];
export const VIMEO_IDS = ["384512907", "512093846", "276340155", "698214037", "451902638"];
export const VIDEO_FILES = ["demo-1.webm", "demo-2.webm", "product-overview.webm", "how-to-use.webm"];
export const VIDEO_SIZES: readonly (readonly [number, number])[] = [
  [640, 360],
  [1280, 720],
  [1920, 1080],
];
