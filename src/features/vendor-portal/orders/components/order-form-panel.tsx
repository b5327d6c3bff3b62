"use client";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";

type Props = {
  orderId: number;
  recorded: string | null;
  confirmation: { formNumber: string; confirmedAt: string } | null;
};

/**
 * Schedule II: the vendor types the number of the DEA 222 / CSOS form it received; it must be the one the
 * buyer recorded at checkout. Until it is confirmed, shipping a Schedule II line is refused.
 */
export function OrderFormPanel({ orderId, recorded, confirmation }: Props) {
  const m = useMutation({ refresh: true, silent: true });

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    await m.run("POST", `/api/vendor/v1/orders/${orderId}/order-form`, {
      form_number: new FormData(e.currentTarget).get("form_number"),
    });
  }

  return (
    <section className="card space-y-2 p-4 text-sm" aria-labelledby="order-form-h">
      <h2 id="order-form-h" className="font-semibold">
        Schedule II order form
      </h2>
      {confirmation ? (
        <Notice tone="success">
          Order form {confirmation.formNumber} confirmed on {confirmation.confirmedAt.slice(0, 16).replace("T", " ")}.
          Schedule II lines may ship.
        </Notice>
      ) : !recorded ? (
        <Notice tone="warning">
          The buyer recorded no DEA 222 or CSOS order form on this order, so its Schedule II lines cannot ship: cancel
          them and ask the buyer to order again with the form.
        </Notice>
      ) : (
        <form onSubmit={onSubmit} className="space-y-2">
          <p className="text-slate-700">
            The buyer recorded order form <strong>{recorded}</strong>. Check the DEA 222 or CSOS order you received and
            enter its number to confirm it; Schedule II lines ship only after that.
          </p>
          <label htmlFor="form_number" className="label">
            Order form number
          </label>
          <div className="flex flex-wrap gap-2">
            <input id="form_number" name="form_number" className="input max-w-xs" maxLength={40} required />
            <button type="submit" className="btn-primary" disabled={m.pending}>
              {m.pending ? "Confirming…" : "Confirm order form"}
            </button>
          </div>
          <Notice notice={m.notice} />
        </form>
      )}
    </section>
  );
}
