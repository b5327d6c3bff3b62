"use client";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";
import { MEMBER_ROLES, type MemberRole } from "../../rules";

type Member = { id: number; name: string; email: string; role: MemberRole; you: boolean; joined_at: string };

/** The owner's team: invite by e-mail with a role, change roles, remove (their sessions end). */
export function TeamManager({ members }: { members: Member[] }) {
  const m = useMutation({ refresh: true });
  const call = async (url: string, method: string, body: unknown, done: string) =>
    (await m.run(method, url, body, { success: done })).ok;

  async function invite(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const ok = await call(
      "/api/vendor/v1/team",
      "POST",
      { name: f.get("name"), email: f.get("email"), role: f.get("role") },
      `Invitation sent to ${String(f.get("email"))}.`,
    );
    if (ok) form.reset();
  }

  return (
    <div className="space-y-4">
      <Notice notice={m.notice} />
      <form onSubmit={invite} className="card grid gap-3 p-4 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end">
        <div>
          <label htmlFor="invite-name" className="label">
            Name
          </label>
          <input id="invite-name" name="name" required maxLength={120} className="input w-full" />
        </div>
        <div>
          <label htmlFor="invite-email" className="label">
            E-mail
          </label>
          <input id="invite-email" name="email" type="email" required maxLength={200} className="input w-full" />
        </div>
        <div>
          <label htmlFor="invite-role" className="label">
            Role
          </label>
          <select id="invite-role" name="role" defaultValue="staff" className="input w-full">
            {MEMBER_ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary">
          Send invitation
        </button>
      </form>
      <ul className="card divide-y divide-slate-100">
        {members.map((m) => (
          <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
            <span>
              <span className="font-semibold">{m.name}</span>
              {m.you ? " (you)" : ""}
              <span className="block text-xs text-slate-500">{m.email}</span>
            </span>
            <span className="flex items-center gap-2">
              <label className="sr-only" htmlFor={`role-${m.id}`}>
                Role of {m.name}
              </label>
              <select
                id={`role-${m.id}`}
                value={m.role}
                className="input"
                onChange={(e) =>
                  call(
                    `/api/vendor/v1/team/${m.id}`,
                    "PATCH",
                    { role: e.target.value },
                    `${m.name} is now ${e.target.value}.`,
                  )
                }
              >
                {MEMBER_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {r}
                  </option>
                ))}
              </select>
              {!m.you && (
                <button
                  className="btn-outline"
                  aria-label={`Remove ${m.name}`}
                  onClick={() =>
                    window.confirm(`Remove ${m.name}? They are signed out at once.`) &&
                    call(`/api/vendor/v1/team/${m.id}`, "DELETE", undefined, `${m.name} was removed.`)
                  }
                >
                  Remove
                </button>
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
