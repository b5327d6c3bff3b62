"use client";
import { useRouter } from "next/navigation";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";

/** Accepts with the mailed link's token: it proves this account owns the invited address. */
export function JoinInvitation({ id, token }: { id: string; token?: string }) {
  const router = useRouter();
  const m = useMutation({ silent: true });
  return (
    <div className="space-y-2">
      <button
        type="button"
        className="btn-primary"
        onClick={async () => {
          const res = await m.run(
            "POST",
            `/api/clinic/invitations/${encodeURIComponent(id)}/accept`,
            token ? { token } : {},
          );
          if (res.ok) router.push("/clinic/approvals");
        }}
      >
        Accept the invitation
      </button>
      <Notice look="line" className="text-sm" notice={m.notice} />
    </div>
  );
}
