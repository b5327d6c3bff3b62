"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { postAdmin } from "./action-button";

export function CommissionForm({ id, name, percent }: { id: number; name: string; percent: number }) {
  const router = useRouter();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const value = new FormData(e.currentTarget).get("commissionPercent");
    const res = await postAdmin(`/api/admin/sellers/${id}`, { commissionPercent: value });
    setMessage({ ok: res.success, text: res.message });
    if (res.success) router.refresh();
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
      {message && (
        <p role="status" className={`w-full text-xs ${message.ok ? "text-emerald-700" : "text-red-700"}`}>
          {message.text}
        </p>
      )}
    </form>
  );
}
