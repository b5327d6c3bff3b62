"use client";
import { useState } from "react";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { Notice } from "@/components/ui/notice";
import { api } from "@/lib/api-client";
import { useMutation } from "@/lib/use-mutation";
import { CLINIC_ROLES, ROLE_LABELS, can, canAssignRole, type ClinicRole } from "../rules";
import { SettingsPanel } from "./settings-panel";
import { useClinicData } from "./use-clinic-api";

type Member = {
  id: string;
  name: string;
  email: string;
  role: string;
  order_limit: number | null;
  location_ids: number[];
  assignable_roles: ClinicRole[];
};
type Members = {
  clinic: { id: string; name: string; self_approval: boolean; ship_to_other_addresses: boolean };
  my_role: string;
  members: Member[];
  locations: { id: number; name: string }[];
  invitations: { id: string; email: string; role: string | null; expiresAt: string }[];
};

const roleLabel = (r: string) => ROLE_LABELS[r as ClinicRole] ?? r;

/** A new role is picked, then confirmed: a role that can approve or manage is a powerful grant. */
function RolePicker({ m, onDone }: { m: Member; onDone: () => Promise<void> }) {
  const [role, setRole] = useState(m.role);
  if (m.assignable_roles.length <= 1) return <span className="text-sm">{roleLabel(m.role)}</span>;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <select
        aria-label={`Role of ${m.name}`}
        className="input w-auto"
        value={role}
        onChange={(e) => setRole(e.target.value)}
      >
        {m.assignable_roles.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </select>
      {role !== m.role && (
        <ConfirmAction
          trigger="Change role"
          triggerClassName="btn-outline"
          tone="primary"
          title={`Make ${m.name} ${roleLabel(role).toLowerCase()}?`}
          description={ROLE_EFFECT[role as ClinicRole] ?? ""}
          confirmLabel={`Make ${roleLabel(role).toLowerCase()}`}
          pendingLabel="Saving…"
          onConfirm={async () => {
            const res = await api("PATCH", `/api/clinic/members/${m.id}`, { role });
            if (!res.ok) return { ok: false, message: res.message };
            await onDone();
            return { ok: true };
          }}
        />
      )}
    </span>
  );
}

const ROLE_EFFECT: Record<ClinicRole, string> = {
  owner: "An owner can do everything: add locations, change any role (yours too), and approve orders.",
  manager: "A manager approves orders, sets budgets and rules, and manages purchasers and requesters.",
  purchaser: "A purchaser places orders within their own limit; above it orders wait for approval.",
  requester: "A requester builds carts; every order they send waits for an approver.",
  viewer: "A viewer sees orders and invoices only, with no cart.",
};

/** Where a member works: ticked locations only, or every location when none is ticked. */
function LocationsPicker({
  m,
  locations,
  onDone,
}: {
  m: Member;
  locations: Members["locations"];
  onDone: () => Promise<void>;
}) {
  const [chosen, setChosen] = useState<number[]>(m.location_ids);
  const save = useMutation({ silent: true });
  const names = locations.filter((l) => m.location_ids.includes(l.id)).map((l) => l.name);
  const summary = names.length ? names.join(", ") : "Every location";
  if (m.role === "owner" || locations.length < 2) return null;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer">
        Works at: <span className="font-medium">{summary}</span>
      </summary>
      <fieldset className="mt-2 space-y-1">
        <legend className="sr-only">Locations of {m.name}</legend>
        {locations.map((l) => (
          <label key={l.id} className="flex items-center gap-2">
            <input
              type="checkbox"
              className="accent-brand-600"
              checked={chosen.includes(l.id)}
              onChange={(e) => setChosen((c) => (e.target.checked ? [...c, l.id] : c.filter((x) => x !== l.id)))}
            />
            {l.name}
          </label>
        ))}
        <p className="text-xs text-slate-500">None ticked: {m.name} works at every location.</p>
        <button
          type="button"
          className="btn-outline"
          disabled={save.pending}
          onClick={async () => {
            const res = await save.run("PATCH", `/api/clinic/members/${m.id}`, { location_ids: chosen });
            if (res.ok) await onDone();
          }}
        >
          Save locations
        </button>
        <Notice look="line" className="text-sm" notice={save.notice} />
      </fieldset>
    </details>
  );
}

/** Members, their roles and limits, and invitations by e-mail. */
export function MembersPanel() {
  const { data, error, reload } = useClinicData<Members>("/api/clinic/members");
  const m = useMutation({ silent: true });
  if (error) return <p role="alert">{error}</p>;
  if (!data) return <p>Loading…</p>;
  const manage = can(data.my_role, "manage_members");
  const act = async (method: string, url: string, body?: unknown) => {
    await m.run(method, url, body);
    await reload();
  };
  const invite = async (fd: FormData) => {
    await act("POST", "/api/clinic/members", { email: fd.get("email"), role: fd.get("role") });
  };
  return (
    <div className="space-y-6">
      <Notice look="line" className="text-sm" notice={m.notice} />
      {can(data.my_role, "manage_locations") && (
        <SettingsPanel
          settings={data.clinic}
          onChange={(change) => void act("PATCH", "/api/clinic/settings", change)}
        />
      )}
      <section>
        <h2 className="mb-2 text-lg font-semibold">Members of {data.clinic.name}</h2>
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {data.members.map((m) => (
            <li key={m.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium">{m.name}</p>
                <p className="truncate text-sm text-slate-600">{m.email}</p>
              </div>
              {manage ? (
                <div className="flex flex-col gap-2 sm:items-end">
                  <div className="flex flex-wrap items-center gap-2">
                    <RolePicker key={m.role} m={m} onDone={reload} />
                    {m.role === "purchaser" && (
                      <input
                        aria-label={`Order limit of ${m.name} in dollars`}
                        className="input w-28"
                        type="number"
                        min={0}
                        defaultValue={m.order_limit ?? ""}
                        placeholder="No limit"
                        onBlur={(e) =>
                          void act("PATCH", `/api/clinic/members/${m.id}`, {
                            order_limit: e.target.value === "" ? null : Number(e.target.value),
                          })
                        }
                      />
                    )}
                    {m.assignable_roles.length > 1 && (
                      <ConfirmAction
                        trigger="Remove"
                        title={`Remove ${m.name} from ${data.clinic.name}?`}
                        description="Their access to the clinic's carts, orders and approvals ends at once, and they are signed out of it. Orders they placed stay."
                        confirmLabel="Remove member"
                        pendingLabel="Removing…"
                        onConfirm={async () => {
                          const res = await api("DELETE", `/api/clinic/members/${m.id}`);
                          if (!res.ok) return { ok: false, message: res.message };
                          await reload();
                          return { ok: true };
                        }}
                      />
                    )}
                  </div>
                  {m.assignable_roles.length > 1 && (
                    <LocationsPicker key={m.location_ids.join(",")} m={m} locations={data.locations} onDone={reload} />
                  )}
                </div>
              ) : (
                <span className="text-sm">
                  {roleLabel(m.role)}
                  {m.order_limit !== null && ` · limit $${m.order_limit}`}
                </span>
              )}
            </li>
          ))}
        </ul>
      </section>
      {manage && (
        <section>
          <h2 className="mb-2 text-lg font-semibold">Invite someone</h2>
          <form action={invite} className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <label className="flex-1 text-sm">
              E-mail
              <input name="email" type="email" required className="input mt-1 w-full" />
            </label>
            <label className="text-sm">
              Role
              <select name="role" className="input mt-1 w-full" defaultValue="requester">
                {CLINIC_ROLES.filter((r) => canAssignRole(data.my_role, r)).map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABELS[r]}
                  </option>
                ))}
              </select>
            </label>
            <button className="btn-primary">Send invitation</button>
          </form>
          <h3 className="mt-4 font-medium">Open invitations</h3>
          {data.invitations.length ? (
            <ul className="text-sm">
              {data.invitations.map((i) => (
                <li key={i.id}>
                  {i.email} as {i.role} · expires {new Date(i.expiresAt).toLocaleDateString("en-US")}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">No open invitations.</p>
          )}
        </section>
      )}
    </div>
  );
}
