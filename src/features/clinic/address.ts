// Whether a location's address can take a delivery, as a pure rule shared by the door and the screens.

export type StreetAddress = {
  line1: string | null;
  line2?: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
};

// punctuation alone (a stray comma or dash typed into a field) is no address
const filled = (s: string | null | undefined) => /[A-Za-z0-9]/.test(s ?? "");

export function addressComplete(a: StreetAddress): boolean {
  return filled(a.line1) && filled(a.city) && filled(a.state) && filled(a.zip);
}
