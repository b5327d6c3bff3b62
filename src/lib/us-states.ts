/**
 * The US states (and DC) by postal code. People type either "MO" or "Missouri" (or "missouri ",
 * or "Mo."), and addresses and accounts hold either: every comparison goes through `usState`.
 */
export const US_STATE_NAMES = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
} as const;

export type UsStateCode = keyof typeof US_STATE_NAMES;
export type UsState = { code: UsStateCode; name: string };

const squash = (s: string) =>
  s
    .toLowerCase()
    .replace(/[.,\s]+/g, " ")
    .trim();
const BY_KEY = new Map<string, UsState>(
  Object.entries(US_STATE_NAMES).flatMap(([code, name]) => {
    const st = { code: code as UsStateCode, name };
    return [
      [squash(code), st],
      [squash(name), st],
    ];
  }),
);
BY_KEY.set("washington dc", BY_KEY.get("dc")!);
BY_KEY.set("d c", BY_KEY.get("dc")!);

/** "MO", "mo", "Mo.", "Missouri", " missouri " → { code: "MO", name: "Missouri" }; anything else → null. */
export function usState(input: string | null | undefined): UsState | null {
  if (!input) return null;
  const key = squash(input);
  return BY_KEY.get(key) ?? BY_KEY.get(key.replace(/ /g, "")) ?? null;
}
