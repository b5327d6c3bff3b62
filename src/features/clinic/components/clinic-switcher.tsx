"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { activeValue, optionValue, switchOptions, type ClinicChoice } from "../switcher";
import { send, useClinicData } from "./use-clinic-api";

/** Which clinic and location this session acts for; one select over every clinic's locations. */
export function ClinicSwitcher() {
  const { data, reload } = useClinicData<ClinicChoice>("/api/clinic");
  const qc = useQueryClient();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const value = activeValue(data);
  if (!data || !value) return null;
  const options = switchOptions(data);
  const onChange = async (v: string) => {
    const o = options.find((x) => x.value === v);
    if (!o) return;
    const err = await send("POST", "/api/clinic/switch", { clinic_id: o.clinicId, location_id: o.locationId });
    setError(err);
    await reload();
    // the cart is the location's: the header count and any open cart follow the switch
    void qc.invalidateQueries({ queryKey: ["cart"] });
    router.refresh();
  };
  return (
    <label className="flex flex-col text-sm sm:flex-row sm:items-center sm:gap-2">
      <span className="font-medium">Acting for</span>
      <select className="input max-w-full" value={value} onChange={(e) => void onChange(e.target.value)}>
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
      {error && (
        <span role="alert" className="text-red-700">
          {error}
        </span>
      )}
    </label>
  );
}
