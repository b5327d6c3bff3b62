"use client";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";

export function CommissionForm({ id, name, percent }: { id: number; name: string; percent: number }) {
  const m = useMutation({ refresh: true, done: "Done." });
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const value = new FormData(e.currentTarget).get("commissionPercent");
    await m.run("POST", `/api/admin/sellers/${id}`, { commissionPercent: value });
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2" noValidate>
      <div>
        <label htmlFor={`commission-${id}`} className="label">
          Commission for {name} (%)
        </label>
        <input
          id={`commission-${id}`}
          name="commissionPercent"
          type="number"
          step="0.01"
          min={0}
          max={50}
          defaultValue={percent}
          className="input w-28"
        />
      </div>
      <button type="submit" className="btn-outline">
        Save
      </button>
      <Notice look="line" role="status" className="w-full text-xs" notice={m.notice} />
    </form>
  );
}
