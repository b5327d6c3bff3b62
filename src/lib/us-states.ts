// US states as people type them: a two-letter code ("MO"), a name ("Missouri"), in any case, with
// stray dots and spaces. One spelling per state in the code, so "MO" and "Missouri" are one state.

const STATES: Record<string, string> = {
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
  PR: "Puerto Rico",
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
};

/** How a typed state is compared: lower case, no dots, single spaces. */
export function stateKey(input: string): string {
  return input.toLowerCase().replace(/\./g, "").replace(/\s+/g, " ").trim();
}

const BY_KEY = new Map<string, string>(
  Object.entries(STATES).flatMap(([code, name]) => [
    [stateKey(code), code],
    [stateKey(name), code],
  ]),
);

/** The two-letter code of a typed state ("missouri", "Mo.", "MO" → "MO"), or null when it is not a US state. */
export function stateCode(input: string | null | undefined): string | null {
  if (!input) return null;
  return BY_KEY.get(stateKey(input)) ?? null;
}

/** The state's name for a code ("MO" → "Missouri"), or null. */
export function stateName(code: string): string | null {
  return STATES[code.toUpperCase()] ?? null;
}

/** Every compared spelling of one state (its `stateKey`s): what a stored state must equal to be that state. */
export function stateKeys(code: string): string[] {
  const name = stateName(code);
  return name ? [stateKey(code), stateKey(name)] : [];
}

export type UsState = { code: string; name: string };

/** A typed state as its code and name ("mo" → { code: "MO", name: "Missouri" }), or null. */
export function usState(input: string | null | undefined): UsState | null {
  const code = stateCode(input);
  return code ? { code, name: stateName(code)! } : null;
}
