"use client";
import { activeValue, optionValue, switchOptions, type ClinicChoice } from "../switcher";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";
import { useClinicData } from "./use-clinic-api";

/** Which clinic and location this session acts for; one select over every clinic's locations. */
export function ClinicSwitcher() {
  const { data } = useClinicData<ClinicChoice>("/api/clinic");
  // the cart is the location's: the header count and any open cart follow the switch
  const m = useMutation({ silent: true, invalidate: [["clinic"], ["cart"]], refresh: true });
  const value = activeValue(data);
  if (!data || !value) return null;
  const options = switchOptions(data);
  const onChange = async (v: string) => {
    const o = options.find((x) => x.value === v);
    if (!o) return;
    await m.run("POST", "/api/clinic/switch", { clinic_id: o.clinicId, location_id: o.locationId });
  };
  return (
    <label className="flex w-full min-w-0 flex-col text-sm sm:w-auto sm:flex-row sm:items-center sm:gap-2">
      <span className="font-medium">Acting for</span>
      {/* a long "clinic — location" name wraps the select to the phone's width instead of running off it */}
      <select
        className="input w-full min-w-0 max-w-full truncate sm:w-auto"
        value={value}
        onChange={(e) => void onChange(e.target.value)}
      >
        {data.clinics.map((c) => (
          <optgroup key={c.id} label={`${c.name} (${c.role})`}>
            {c.locations.map((l) => (
              <option key={l.id} value={optionValue(c.id, l.id)}>
                {c.name} — {l.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <Notice look="line" inline notice={m.notice} />
    </label>
  );
}
