"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { send, useClinicData } from "./use-clinic-api";

type Choice = {
  clinics: { id: string; name: string; role: string; locations: { id: number; name: string }[] }[];
  active: { clinic_id: string; location_id: number } | null;
};

/** Which clinic and location this session acts for; one select over every clinic's locations. */
export function ClinicSwitcher() {
  const { data, reload } = useClinicData<Choice>("/api/clinic");
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  if (!data?.active) return null;
  const value = `${data.active.clinic_id}|${data.active.location_id}`;
  const onChange = async (v: string) => {
    const [clinic_id, location_id] = v.split("|");
    const err = await send("POST", "/api/clinic/switch", { clinic_id, location_id: Number(location_id) });
    setError(err);
    await reload();
    router.refresh();
  };
  return (
    <label className="flex flex-col text-sm sm:flex-row sm:items-center sm:gap-2">
      <span className="font-medium">Acting for</span>
      <select className="input max-w-full" value={value} onChange={(e) => void onChange(e.target.value)}>
        {data.clinics.map((c) => (
          <optgroup key={c.id} label={`${c.name} (${c.role})`}>
            {c.locations.map((l) => (
              <option key={l.id} value={`${c.id}|${l.id}`}>
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
