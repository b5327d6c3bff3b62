"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { send } from "./use-clinic-api";

/** Accepts with the mailed link's token: it proves this account owns the invited address. */
export function JoinInvitation({ id, token }: { id: string; token?: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="space-y-2">
      <button
        type="button"
        className="btn-primary"
        onClick={async () => {
          const err = await send(
            "POST",
            `/api/clinic/invitations/${encodeURIComponent(id)}/accept`,
            token ? { token } : {},
          );
          setError(err);
          if (!err) router.push("/clinic/approvals");
        }}
      >
        Accept the invitation
      </button>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
