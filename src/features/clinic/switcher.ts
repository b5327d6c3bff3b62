// What the header's clinic switcher offers, as a pure function of the viewer's clinics.

export type ClinicChoice = {
  clinics: { id: string; name: string; role: string; locations: { id: number; name: string }[] }[];
  active: { clinic_id: string; location_id: number } | null;
};

export type SwitchOption = { value: string; clinicId: string; locationId: number; label: string };

export const optionValue = (clinicId: string, locationId: number) => `${clinicId}|${locationId}`;

/**
 * One option per location the viewer may act for. Labels name the clinic only when there is more
 * than one clinic, and the location only when it is not just the clinic's own name (one-person clinics).
 */
export function switchOptions(choice: ClinicChoice | null): SwitchOption[] {
  if (!choice) return [];
  const several = choice.clinics.length > 1;
  return choice.clinics.flatMap((c) =>
    c.locations.map((l) => ({
      value: optionValue(c.id, l.id),
      clinicId: c.id,
      locationId: l.id,
      label: !several ? l.name : l.name === c.name ? c.name : `${c.name} — ${l.name}`,
    })),
  );
}

/** The switcher shows only when there is somewhere else to switch to. */
export function showSwitcher(choice: ClinicChoice | null): boolean {
  return switchOptions(choice).length > 1;
}

export function activeValue(choice: ClinicChoice | null): string | null {
  return choice?.active ? optionValue(choice.active.clinic_id, choice.active.location_id) : null;
}
