"use client";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";

/** Answers one open price request with a price for that buyer, valid until a date, through the vendor API. */
export function QuoteForm({ requestId, productName }: { requestId: number; productName: string }) {
  const m = useMutation({ refresh: true, silent: true });

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const body = { type: "price", price: f.get("price"), valid_until: f.get("valid_until") };
    await m.run("POST", `/api/vendor/v1/requests/${requestId}/answer`, body);
  }

  return (
    <form onSubmit={onSubmit} className="flex w-full flex-wrap items-end gap-2" aria-label={`Quote ${productName}`}>
      {m.notice && (
        <div className="w-full">
          <Notice notice={m.notice} />
        </div>
      )}
      <label className="text-xs">
        Quoted price ($)
        <input name="price" inputMode="decimal" required className="input mt-0.5 block w-28" />
      </label>
      <label className="text-xs">
        Valid until
        <input name="valid_until" type="date" required className="input mt-0.5 block" />
      </label>
      <button className="btn-primary" disabled={m.pending}>
        Send quote
      </button>
    </form>
  );
}
