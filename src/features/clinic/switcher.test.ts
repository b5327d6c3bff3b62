import { describe, expect, it } from "vitest";
import { activeValue, showSwitcher, switchOptions, type ClinicChoice } from "./switcher";

const group = {
  id: "clinic-heartland",
  name: "Heartland Veterinary Group",
  role: "manager",
  locations: [
    { id: 1, name: "Heartland Downtown" },
    { id: 2, name: "Heartland North" },
  ],
};
const personal = { id: "clinic-u1", name: "Riverbend", role: "owner", locations: [{ id: 9, name: "Riverbend" }] };

describe("clinic switcher options", () => {
  it("hides for one clinic with one location", () => {
    const one: ClinicChoice = { clinics: [personal], active: { clinic_id: "clinic-u1", location_id: 9 } };
    expect(showSwitcher(one)).toBe(false);
    expect(showSwitcher(null)).toBe(false);
  });

  it("names locations alone within one clinic", () => {
    const choice: ClinicChoice = { clinics: [group], active: { clinic_id: "clinic-heartland", location_id: 2 } };
    expect(showSwitcher(choice)).toBe(true);
    expect(switchOptions(choice).map((o) => o.label)).toEqual(["Heartland Downtown", "Heartland North"]);
    expect(activeValue(choice)).toBe("clinic-heartland|2");
  });

  it("names the clinic too across clinics, once for a location named like its clinic", () => {
    const choice: ClinicChoice = { clinics: [personal, group], active: null };
    expect(switchOptions(choice).map((o) => o.label)).toEqual([
      "Riverbend",
      "Heartland Veterinary Group — Heartland Downtown",
      "Heartland Veterinary Group — Heartland North",
    ]);
    expect(switchOptions(choice)[1]).toMatchObject({ clinicId: "clinic-heartland", locationId: 1 });
    expect(activeValue(choice)).toBeNull();
  });
});
