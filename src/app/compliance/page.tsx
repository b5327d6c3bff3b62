import type { Metadata } from "next";
import Link from "@/components/ui/intent-link";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { CredentialsForm } from "@/features/compliance/components/credentials-form";
import { lotsReceived, myCredentials } from "@/features/compliance/server";

export const metadata: Metadata = { title: "DEA registration and licences" };

const STATUS_TEXT: Record<string, string> = {
  pending: "Waiting for verification",
  verified: "Verified",
  expired: "Expired",
  replaced: "Replaced by a newer verified one",
  rejected: "Not accepted",
  revoked: "Revoked",
};
const STATUS_STYLE: Record<string, string> = {
  pending: "bg-amber-50 text-amber-900",
  verified: "bg-brand-50 text-brand-800",
  expired: "bg-red-50 text-red-700",
  replaced: "bg-slate-100 text-slate-600",
  rejected: "bg-red-50 text-red-700",
  revoked: "bg-red-50 text-red-700",
};

/** The marketplace's reason when it turned a credential down. */
const reasonNote = (c: { status: string; reason: string | null }) =>
  (c.status === "rejected" || c.status === "revoked") && c.reason ? `Our team's reason: ${c.reason}` : null;

export default async function CompliancePage() {
  const viewer = await requirePageViewer("/compliance");
  const [mine, received] = await Promise.all([myCredentials(viewer), lotsReceived(viewer)]);
  const inUse = mine.dea.find((d) => d.in_use);
  const rows = [
    ...mine.dea.map((d) => ({
      key: `d${d.id}`,
      what: `DEA ${d.number}`,
      detail: `${d.state} · ${d.schedules.map((s) => `Schedule ${s.slice(1)}`).join(", ")} · expires ${d.expires_at}`,
      status: d.status,
      note: d.in_use
        ? "Counts for ordering now."
        : d.status === "pending" && inUse && inUse.id < d.id
          ? `Waiting for review: DEA ${inUse.number} keeps counting until this one is verified.`
          : reasonNote(d),
    })),
    ...mine.licences.map((l) => ({
      key: `l${l.id}`,
      what: `${l.state} licence ${l.number}`,
      detail: `expires ${l.expires_at}`,
      status: l.status,
      note: reasonNote(l),
    })),
  ];
  return (
    <div className="container-page space-y-6 py-8">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">DEA registration and licences</h1>
        <p className="mt-1 text-slate-600">
          For <strong>{mine.location.name}</strong>
          {mine.location.state ? ` (${mine.location.state})` : ""}. Controlled items need a verified DEA registration
          covering their schedule and a state licence where they ship; prescription items need a verified licence. Our
          team verifies each one before it counts.
        </p>
      </header>
      <section aria-labelledby="cred-list">
        <h2 id="cred-list" className="mb-3 text-lg font-semibold">
          On file
        </h2>
        {rows.length === 0 ? (
          <p className="text-slate-600">No DEA registration or licence on file yet.</p>
        ) : (
          <ul className="space-y-2">
            {rows.map((r) => (
              <li key={r.key} className="card flex flex-wrap items-center justify-between gap-2 p-4 text-sm">
                <span>
                  <span className="font-semibold">{r.what}</span> · {r.detail}
                  {r.note && <span className="block text-slate-600">{r.note}</span>}
                </span>
                <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[r.status] ?? ""}`}>
                  {STATUS_TEXT[r.status] ?? r.status}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <CredentialsForm defaultState={mine.location.state} />
      <section aria-labelledby="lots-h" className="space-y-3">
        <h2 id="lots-h" className="text-lg font-semibold">
          Lots I received
        </h2>
        <p className="text-sm">
          <Link href="/compliance/recalls" className="text-brand-700 underline">
            Recalls of lots you received
          </Link>
        </p>
        <p className="text-sm text-slate-600">
          {received.expiring.length
            ? `${received.expiring.length} lot(s) expire within 90 days or have expired.`
            : "Nothing you received expires within 90 days."}
        </p>
        {received.lots.length === 0 ? (
          <p className="text-slate-600">No shipment with lot numbers has reached this location yet.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b text-slate-500">
                <th className="py-2 pr-3 font-medium">Product</th>
                <th className="py-2 pr-3 font-medium">Lot</th>
                <th className="py-2 pr-3 font-medium">Expires</th>
                <th className="py-2 pr-3 font-medium">Qty</th>
                <th className="py-2 font-medium">Order</th>
              </tr>
            </thead>
            <tbody>
              {received.lots.map((l, i) => (
                <tr key={`${l.orderId}-${l.lot}-${i}`} className="border-b border-slate-100">
                  <td className="py-2 pr-3">{l.product}</td>
                  <td className="py-2 pr-3 font-mono">{l.lot ?? "—"}</td>
                  <td className={`py-2 pr-3 ${l.expiringSoon ? "font-semibold text-red-700" : ""}`}>
                    {l.expiry ?? "—"}
                    {l.expiringSoon ? " (within 90 days)" : ""}
                  </td>
                  <td className="py-2 pr-3">{l.quantity}</td>
                  <td className="py-2">{l.orderNumber}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
