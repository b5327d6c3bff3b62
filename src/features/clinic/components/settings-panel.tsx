"use client";
import { Checkbox } from "@/components/ui/checkbox";

export type ClinicSettings = { self_approval: boolean; ship_to_other_addresses: boolean };

/** The owner's clinic-wide switches; each change is sent alone and the page reloads what the server kept. */
export function SettingsPanel({
  settings,
  onChange,
}: {
  settings: ClinicSettings;
  onChange: (change: Partial<ClinicSettings>) => void;
}) {
  return (
    <section>
      <h2 className="mb-2 text-lg font-semibold">Clinic settings</h2>
      <div className="space-y-2 rounded-lg border border-slate-200 bg-white p-3">
        <Checkbox
          checked={settings.self_approval}
          onChange={(e) => onChange({ self_approval: e.target.checked })}
          label="Owners' and managers' own orders skip approval (self-approval)"
        />
        <Checkbox
          checked={settings.ship_to_other_addresses}
          onChange={(e) => onChange({ ship_to_other_addresses: e.target.checked })}
          label="Orders may ship to members' own addresses (never controlled items)"
        />
      </div>
    </section>
  );
}
