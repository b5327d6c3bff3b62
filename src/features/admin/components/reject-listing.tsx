"use client";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";

/** Rejects with a reason the vendor reads: a listing by default, or another request under review at `url`. */
export function RejectListing({ id, name, url }: { id: number; name: string; url?: string }) {
  const m = useMutation({ refresh: true, done: "Done." });
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const reason = String(new FormData(e.currentTarget).get("reason") ?? "");
    await m.run("POST", url ?? `/api/admin/moderation/${id}`, { decision: "reject", reason });
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2" noValidate>
      <div>
        <label htmlFor={`reject-${id}`} className="label">
          Reason to reject {name}
        </label>
        <input id={`reject-${id}`} name="reason" maxLength={500} className="input" />
      </div>
      <button type="submit" className="btn-outline">
        Reject
      </button>
      <Notice look="line" role="status" className="w-full text-xs" notice={m.notice} />
    </form>
  );
}
