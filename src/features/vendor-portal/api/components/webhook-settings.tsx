"use client";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";

type Delivery = {
  id: number;
  order_id: number | null;
  attempt: number;
  ok: boolean;
  response_status: number | null;
  error: string | null;
  created_at: string;
};

/** The owner's new-order webhook: address, signing secret and the latest deliveries. */
export function WebhookSettings({
  webhook,
  deliveries,
}: {
  webhook: { url: string; secret: string } | null;
  deliveries: Delivery[];
}) {
  const m = useMutation({ refresh: true, silent: true });
  const call = (method: "PUT" | "DELETE", url?: string, rotate = false) =>
    m.run(method, `/api/vendor/v1/webhook${rotate ? "?rotate=1" : ""}`, method === "PUT" ? { url } : undefined);

  return (
    <section aria-labelledby="webhook-h" className="card space-y-4 p-4">
      <h2 id="webhook-h" className="text-lg font-semibold">
        New-order webhook
      </h2>
      <p className="text-sm text-slate-600">
        Each new order is posted as JSON to this address, signed with HMAC-SHA256 of the body in the{" "}
        <code>x-dvm-signature</code> header (<code>sha256=&lt;hex&gt;</code>). Failed deliveries are retried with
        growing waits for about half an hour.
      </p>
      <Notice notice={m.notice} />
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void call("PUT", String(new FormData(e.currentTarget).get("url")));
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor="webhook-url" className="label">
            Webhook address
          </label>
          <input
            id="webhook-url"
            name="url"
            type="url"
            required
            maxLength={500}
            defaultValue={webhook?.url ?? ""}
            placeholder="https://erp.example.com/dvm-orders"
            className="input w-full"
          />
        </div>
        <button type="submit" className="btn-primary">
          Save webhook
        </button>
      </form>
      {webhook && (
        <div className="space-y-2 text-sm">
          <p>
            Signing secret: <code className="font-mono break-all">{webhook.secret}</code>
          </p>
          <div className="flex flex-wrap gap-2">
            <button className="btn-outline" onClick={() => call("PUT", webhook.url, true)}>
              New secret
            </button>
            <button className="btn-outline" onClick={() => call("DELETE")}>
              Remove webhook
            </button>
          </div>
        </div>
      )}
      <h3 className="font-semibold">Deliveries</h3>
      {deliveries.length === 0 ? (
        <p className="text-sm text-slate-500">No deliveries yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="text-slate-500">
                <th className="py-1 pr-3">When</th>
                <th className="py-1 pr-3">Order</th>
                <th className="py-1 pr-3">Attempt</th>
                <th className="py-1">Result</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((d) => (
                <tr key={d.id} className="border-t border-slate-100">
                  <td className="py-1 pr-3 whitespace-nowrap">{d.created_at.slice(0, 19).replace("T", " ")}</td>
                  <td className="py-1 pr-3">{d.order_id ?? "—"}</td>
                  <td className="py-1 pr-3">{d.attempt}</td>
                  <td className={`py-1 ${d.ok ? "text-emerald-700" : "text-red-700"}`}>
                    {d.ok ? `Delivered (${d.response_status})` : `Failed: ${d.error ?? d.response_status}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
