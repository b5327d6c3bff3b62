"use client";
import { useState } from "react";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { MEMBER_ROLES, type MemberRole } from "../../rules";

const WHAT_A_ROLE_MAY: Record<MemberRole, string> = {
  owner: "Owners manage everything: the team, API keys, the webhook, payouts and prices.",
  manager: "Managers change prices, coupons and payment details, and run orders and listings.",
  staff: "Staff run orders, listings and answers to buyers; they cannot change prices or see payouts.",
};
// an invitee becomes owner only after signing in (the server refuses it too)
export const INVITE_ROLES = MEMBER_ROLES.filter((r) => r !== "owner");

/** A role picker whose change takes effect only after a confirmation naming what the new role may do. */
export function RoleChange({
  member: x,
  onConfirm,
}: {
  member: { id: number; name: string; role: MemberRole; pending: boolean };
  onConfirm: (role: MemberRole) => Promise<{ ok: true } | { ok: false; message: string }>;
}) {
  const [role, setRole] = useState<MemberRole>(x.role);
  const choices = x.pending && x.role !== "owner" ? INVITE_ROLES : MEMBER_ROLES;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <label className="sr-only" htmlFor={`role-${x.id}`}>
        Role of {x.name}
      </label>
      <select
        id={`role-${x.id}`}
        value={role}
        className="input"
        onChange={(e) => setRole(e.target.value as MemberRole)}
      >
        {choices.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </select>
      {role !== x.role && (
        <ConfirmAction
          trigger={
            <>
              Change role<span className="sr-only"> of {x.name}</span>
            </>
          }
          triggerClassName="btn-outline"
          tone={role === "owner" ? "danger" : "primary"}
          title={`Make ${x.name} ${role}?`}
          description={
            <p>
              {WHAT_A_ROLE_MAY[role]} The change applies to {x.name}&apos;s next page or request.
            </p>
          }
          confirmLabel={`Make ${role}`}
          pendingLabel="Changing…"
          onConfirm={() => onConfirm(role)}
        />
      )}
    </span>
  );
}
