"use client";
import { useRouter } from "next/navigation";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { Notice } from "@/components/ui/notice";
import { api } from "@/lib/api-client";
import { useMutation } from "@/lib/use-mutation";

type Line = { id: number; product_id: number | null; description: string; quantity: number };
type Quoted = {
  valid_until: string;
  note: string;
  lines: { line_id: number; price: number; quantity: number; lead_days: number }[];
};

/** This vendor's answer to one RFQ copy: a price, quantity and lead time per line, valid until a date; or a decline. */
export function RfqQuoteForm({ copyId, lines, quote }: { copyId: number; lines: Line[]; quote: Quoted | null }) {
  // a quote given before fills the form, so changing it starts from what the buyer was sent
  const given = (lineId: number) => quote?.lines.find((q) => q.line_id === lineId);
  const m = useMutation({ refresh: true, silent: true });
  const router = useRouter();

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const body = {
      lines: lines
        .filter((l) => String(f.get(`price-${l.id}`) ?? "").trim() !== "")
        .map((l) => ({
          line_id: l.id,
          price: f.get(`price-${l.id}`),
          quantity: f.get(`quantity-${l.id}`),
          lead_days: f.get(`lead-${l.id}`),
        })),
      valid_until: f.get("valid_until"),
      note: f.get("note"),
    };
    await m.run("POST", `/api/vendor/v1/rfqs/${copyId}/quote`, body);
  }

  return (
    <div className="space-y-2">
      <form onSubmit={onSubmit} className="space-y-2" aria-label={`Quote request ${copyId}`}>
        {m.notice && <Notice notice={m.notice} />}
        {lines.map((l) => (
          <fieldset key={l.id} className="flex flex-wrap items-end gap-2 text-xs">
            <legend className="mb-1 w-full text-sm font-medium">
              {l.quantity} × {l.description}
              {l.product_id === null && <span className="ml-1 text-slate-500">(no listing of yours)</span>}
            </legend>
            <label>
              Price each ($)
              <input
                name={`price-${l.id}`}
                inputMode="decimal"
                defaultValue={given(l.id)?.price.toFixed(2)}
                className="input mt-0.5 block w-24"
              />
            </label>
            <label>
              Quantity
              <input
                name={`quantity-${l.id}`}
                type="number"
                min={1}
                defaultValue={given(l.id)?.quantity ?? l.quantity}
                className="input mt-0.5 block w-20"
              />
            </label>
            <label>
              Lead days
              <input
                name={`lead-${l.id}`}
                type="number"
                min={0}
                defaultValue={given(l.id)?.lead_days ?? 3}
                className="input mt-0.5 block w-20"
              />
            </label>
          </fieldset>
        ))}
        <div className="flex flex-wrap items-end gap-2 text-xs">
          <label>
            Valid until
            <input
              name="valid_until"
              type="date"
              required
              defaultValue={quote?.valid_until}
              className="input mt-0.5 block"
            />
          </label>
          <label className="min-w-40 flex-1">
            Note
            <input name="note" maxLength={1000} defaultValue={quote?.note} className="input mt-0.5 block w-full" />
          </label>
          <button className="btn-primary" disabled={m.pending}>
            {quote ? "Update quote" : "Send quote"}
          </button>
        </div>
      </form>
      <ConfirmAction
        trigger="Decline"
        title={`Decline request for quote ${copyId}?`}
        description="The buyer is told you will not quote; you cannot quote this request afterwards."
        confirmLabel="Decline"
        onConfirm={async () => {
          const res = await api("POST", `/api/vendor/v1/rfqs/${copyId}/decline`, {});
          if (!res.ok) return { ok: false, message: res.message };
          router.refresh();
          return { ok: true };
        }}
      />
    </div>
  );
}
