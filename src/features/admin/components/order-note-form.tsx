"use client";
import { useRef } from "react";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";

/** An internal note on an order: the marketplace's people read it, buyer and vendor never do. */
export function OrderNoteForm({ orderId }: { orderId: number }) {
  const m = useMutation({ refresh: true });
  const form = useRef<HTMLFormElement>(null);
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const note = String(new FormData(e.currentTarget).get("note") ?? "");
    const res = await m.run("POST", `/api/admin/orders/${orderId}`, { action: "note", note });
    if (res.ok) form.current?.reset();
  }
  return (
    <form ref={form} onSubmit={onSubmit} className="space-y-2" noValidate>
      <label htmlFor="order-note" className="label">
        Internal note (buyer and vendor never see it)
      </label>
      <textarea id="order-note" name="note" rows={3} maxLength={2000} className="input w-full" />
      <button type="submit" className="btn-outline" disabled={m.pending}>
        {m.pending ? "Adding…" : "Add note"}
      </button>
      <Notice look="line" role="status" className="text-sm" notice={m.notice} />
    </form>
  );
}
