"use client";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";

/** Approve with a level and an optional expiry, or reject with a reason the buyer will read. */
export function ReviewForm({ id, defaultLevel }: { id: number; defaultLevel: number }) {
  const m = useMutation({ refresh: true, done: "Done." });
  const pending = m.pending;
  async function send(body: unknown) {
    await m.run("POST", `/api/admin/documents/${id}/review`, body);
  }
  function approve(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const d = new FormData(e.currentTarget);
    void send({ decision: "approve", level: Number(d.get("level")), expiresOn: String(d.get("expiresOn") ?? "") });
  }
  function reject(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    void send({ decision: "reject", reason: String(new FormData(e.currentTarget).get("reason") ?? "") });
  }
  return (
    <div className="space-y-3">
      <form onSubmit={approve} className="flex flex-wrap items-end gap-3" aria-label={`Approve document ${id}`}>
        <div>
          <label htmlFor={`level-${id}`} className="label">
            Level granted
          </label>
          <select id={`level-${id}`} name="level" defaultValue={defaultLevel} className="input w-24">
            {Array.from({ length: 10 }, (_, i) => i + 1).map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`expires-${id}`} className="label">
            Expires on
          </label>
          <input id={`expires-${id}`} name="expiresOn" type="date" className="input" />
        </div>
        <button type="submit" className="btn-primary" disabled={pending}>
          Approve
        </button>
      </form>
      <form onSubmit={reject} className="flex flex-wrap items-end gap-3" aria-label={`Reject document ${id}`}>
        <div className="min-w-48 flex-1">
          <label htmlFor={`reason-${id}`} className="label">
            Reason (the buyer sees it)
          </label>
          <input id={`reason-${id}`} name="reason" maxLength={500} className="input" />
        </div>
        <button type="submit" className="btn-outline" disabled={pending}>
          Reject
        </button>
      </form>
      <Notice look="line" role="status" className="text-sm" notice={m.notice} />
    </div>
  );
}
