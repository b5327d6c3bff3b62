"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { DataTable, type Column } from "@/components/ui/data-table";
import { Notice } from "@/components/ui/notice";
import { api } from "@/lib/api-client";
import { useMutation } from "@/lib/use-mutation";
import type { MemberRole } from "../../rules";
import { INVITE_ROLES, RoleChange } from "./role-change";

type Member = {
  id: number;
  name: string;
  email: string;
  role: MemberRole;
  you: boolean;
  joined_at: string;
  pending: boolean;
  invitation: { link: "valid" | "expired" | "none"; expires_at: string | null } | null;
};

/**
 * The owner's team: invite by e-mail as manager or staff; pending invitations with resend and revoke;
 * members whose role changes, or who are removed, after a confirmation that says what follows.
 */
export function TeamManager({ members }: { members: Member[] }) {
  const router = useRouter();
  const m = useMutation({ refresh: true });
  const [done, setDone] = useState<string | null>(null);
  const joined = members.filter((x) => !x.pending);
  const pending = members.filter((x) => x.pending);

  async function invite(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setDone(null);
    const form = e.currentTarget;
    const f = new FormData(form);
    const email = String(f.get("email"));
    const res = await m.run(
      "POST",
      "/api/vendor/v1/team",
      { name: f.get("name"), email, role: f.get("role") },
      { success: `Invitation sent to ${email}.` },
    );
    if (res.ok) form.reset();
  }

  /** For the dialogs: the server's refusal stays in the dialog; a success is said above the lists. */
  const confirmed = (method: string, url: string, body: unknown, sentence: string) => async () => {
    const res = await api(method, url, body);
    if (!res.ok) return { ok: false as const, message: res.message };
    m.clear();
    setDone(sentence);
    router.refresh();
    return { ok: true as const };
  };

  const roleCell = (x: Member) => (
    <RoleChange
      member={x}
      onConfirm={(role) => confirmed("PATCH", `/api/vendor/v1/team/${x.id}`, { role }, `${x.name} is now ${role}.`)()}
    />
  );

  const memberColumns: Column<Member>[] = [
    {
      header: "Member",
      cell: (x) => (
        <>
          <span className="font-semibold">{x.name}</span>
          {x.you ? " (you)" : ""}
          <span className="block text-xs text-slate-500">{x.email}</span>
        </>
      ),
    },
    { header: "Role", cell: roleCell },
    { header: "Joined", wide: true, cell: (x) => x.joined_at.slice(0, 10) },
    {
      header: "Action",
      cell: (x) =>
        !x.you && (
          <ConfirmAction
            trigger={
              <>
                Remove<span className="sr-only"> {x.name}</span>
              </>
            }
            triggerClassName="btn-outline"
            title={`Remove ${x.name} from the team?`}
            description="They are signed out at once and can no longer open the portal. Their account stays, so what they did still names them, and you can invite them again."
            confirmLabel="Remove"
            pendingLabel="Removing…"
            onConfirm={confirmed("DELETE", `/api/vendor/v1/team/${x.id}`, undefined, `${x.name} was removed.`)}
          />
        ),
    },
  ];

  const pendingColumns: Column<Member>[] = [
    {
      header: "Invited",
      cell: (x) => (
        <>
          <span className="font-semibold">{x.name}</span>
          <span className="block text-xs text-slate-500">{x.email}</span>
        </>
      ),
    },
    { header: "Role", cell: roleCell },
    {
      header: "Link",
      wide: true,
      cell: (x) =>
        x.invitation?.link === "valid"
          ? `Valid until ${x.invitation.expires_at?.slice(0, 10)}`
          : x.invitation?.link === "expired"
            ? "Expired; resend it"
            : "Password chosen; not signed in yet",
    },
    {
      header: "Action",
      cell: (x) => (
        <span className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-outline"
            disabled={m.pending}
            onClick={() => {
              setDone(null);
              void m.run("POST", `/api/vendor/v1/team/${x.id}/invitation`, undefined, {
                success: `A new invitation was sent to ${x.email}.`,
              });
            }}
          >
            Resend<span className="sr-only"> the invitation to {x.name}</span>
          </button>
          <ConfirmAction
            trigger={
              <>
                Revoke<span className="sr-only"> the invitation to {x.name}</span>
              </>
            }
            triggerClassName="btn-outline"
            title={`Revoke the invitation to ${x.name}?`}
            description="The link in their e-mail stops working and they are not on the team. You can invite them again later."
            confirmLabel="Revoke invitation"
            pendingLabel="Revoking…"
            onConfirm={confirmed(
              "DELETE",
              `/api/vendor/v1/team/${x.id}`,
              undefined,
              `The invitation to ${x.name} was revoked.`,
            )}
          />
        </span>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <Notice notice={m.notice} />
      {done && <Notice tone="success">{done}</Notice>}
      <form
        onSubmit={invite}
        aria-label="Invite a team member"
        className="card grid gap-3 p-4 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end"
      >
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
            {INVITE_ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary" disabled={m.pending}>
          Send invitation
        </button>
        <p className="text-xs text-slate-500 sm:col-span-4">
          Invitees join as manager or staff; once they have signed in, you can make them an owner.
        </p>
      </form>
      {pending.length > 0 && (
        <section className="space-y-2" aria-labelledby="pending-h">
          <h2 id="pending-h" className="font-semibold">
            Pending invitations
          </h2>
          <DataTable caption="Pending invitations" columns={pendingColumns} rows={pending} rowKey={(x) => x.id} />
        </section>
      )}
      <section className="space-y-2" aria-labelledby="members-h">
        <h2 id="members-h" className="font-semibold">
          Members
        </h2>
        <DataTable caption="Team members" columns={memberColumns} rows={joined} rowKey={(x) => x.id} />
      </section>
    </div>
  );
}
