"use client";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";
import { CLINIC_ROLES, ROLE_LABELS, can } from "../rules";
import { SettingsPanel } from "./settings-panel";
import { useClinicData } from "./use-clinic-api";

type Members = {
  clinic: { id: string; name: string; self_approval: boolean; ship_to_other_addresses: boolean };
  my_role: string;
  members: { id: string; name: string; email: string; role: string; order_limit: number | null }[];
  invitations: { id: string; email: string; role: string | null; expiresAt: string }[];
};

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
                <div className="flex flex-wrap items-center gap-2">
                  <select
                    aria-label={`Role of ${m.name}`}
                    className="input"
                    value={m.role}
                    onChange={(e) => void act("PATCH", `/api/clinic/members/${m.id}`, { role: e.target.value })}
                  >
                    {CLINIC_ROLES.map((r) => (
                      <option key={r} value={r}>
                        {ROLE_LABELS[r]}
                      </option>
                    ))}
                  </select>
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
                  <button
                    type="button"
                    className="btn-outline"
                    onClick={() => void act("DELETE", `/api/clinic/members/${m.id}`)}
                  >
                    Remove
                  </button>
                </div>
              ) : (
                <span className="text-sm">
                  {ROLE_LABELS[m.role as keyof typeof ROLE_LABELS] ?? m.role}
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
                {CLINIC_ROLES.map((r) => (
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
