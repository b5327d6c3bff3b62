"use client";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";

export function CoinsForm({ userId }: { userId: string }) {
  const m = useMutation({ refresh: true, done: "Done." });
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const res = await m.run("POST", `/api/admin/users/${encodeURIComponent(userId)}/coins`, {
      delta: Number(data.get("delta")),
      reason: String(data.get("reason") ?? ""),
    });
    if (res.ok) form.reset();
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" noValidate>
      <div>
        <label htmlFor="coin-delta" className="label">
          Coins (+/−)
        </label>
        <input id="coin-delta" name="delta" type="number" step={1} required className="input w-28" />
      </div>
      <div className="min-w-48 flex-1">
        <label htmlFor="coin-reason" className="label">
          Reason
        </label>
        <input id="coin-reason" name="reason" required maxLength={200} className="input" />
      </div>
      <button type="submit" className="btn-primary" disabled={m.pending}>
        {m.pending ? "Saving…" : "Adjust coins"}
      </button>
      <Notice look="line" role="status" className="w-full text-sm" notice={m.notice} />
    </form>
  );
}
