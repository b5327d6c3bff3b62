"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Notice } from "@/components/ui/notice";

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
  const router = useRouter();
  const [error, setError] = useState("");
  const [pending, setPending] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setPending(true);
    setError("");
    try {
      const res = await fetch(`/api/vendor/v1/orders/${orderId}/order-form`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ form_number: new FormData(e.currentTarget).get("form_number") }),
      });
      const json = (await res.json().catch(() => ({}))) as { message?: string };
      if (!res.ok) setError(json.message ?? "That did not work. Please try again.");
      else router.refresh();
    } catch {
      setError("The server could not be reached. Please try again.");
    }
    setPending(false);
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
            <button type="submit" className="btn-primary" disabled={pending}>
              {pending ? "Confirming…" : "Confirm order form"}
            </button>
          </div>
          {error && <Notice tone="error">{error}</Notice>}
        </form>
      )}
    </section>
  );
}
