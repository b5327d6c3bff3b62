import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { requirePageViewer } from "@/features/accounts/server/require-page-viewer";
import { LocationForm } from "@/features/clinic/components/location-form";
import { locationDetail } from "@/features/clinic/server/locations";
import { CredentialsForm } from "@/features/compliance/components/credentials-form";
import { TaxExemptionForm } from "@/features/compliance/components/tax-exemption-form";
import { locationTaxExemptions, myCredentials } from "@/features/compliance/server";
import { AppError } from "@/lib/errors";

export const metadata: Metadata = { title: "Clinic location" };

const STATUS_TEXT: Record<string, string> = {
  pending: "Waiting for verification",
  verified: "Verified",
  expired: "Expired",
  replaced: "Replaced by a newer verified one",
};

/** One location: its address (the owner edits it), and its state licences and DEA registration. */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ added?: string }>;
}) {
  const { id: raw } = await params;
  const viewer = await requirePageViewer(`/clinic/locations/${raw}`);
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) notFound();
  let loc: Awaited<ReturnType<typeof locationDetail>>;
  let creds: Awaited<ReturnType<typeof myCredentials>>;
  let exemptions: Awaited<ReturnType<typeof locationTaxExemptions>>;
  try {
    loc = await locationDetail(viewer, id);
    creds = await myCredentials(viewer, new Date(), id);
    exemptions = await locationTaxExemptions(viewer, id);
  } catch (err) {
    if (err instanceof AppError && err.code === "NOT_FOUND") notFound();
    if (err instanceof AppError) return <p role="alert">{err.message}</p>;
    throw err;
  }
  const added = (await searchParams).added === "1";
  const rows = [
    ...creds.dea.map((d) => ({
      key: `d${d.id}`,
      what: `DEA ${d.number}`,
      detail: `${d.state} · ${d.schedules.map((s) => `Schedule ${s.slice(1)}`).join(", ")} · expires ${d.expires_at}`,
      status: d.status,
    })),
    ...creds.licences.map((l) => ({
      key: `l${l.id}`,
      what: `${l.state} licence ${l.number}`,
      detail: `expires ${l.expires_at}`,
      status: l.status,
    })),
  ];
  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link href="/clinic/locations" className="text-brand-700 underline">
          All locations
        </Link>
      </p>
      <h2 className="text-xl font-bold">{loc.name}</h2>
      {added && (
        <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {loc.name} was added. Add its state licence and DEA registration below: prescription and controlled items ship
          to it once they are verified.
        </p>
      )}
      {loc.can_edit_address ? (
        <LocationForm location={loc} />
      ) : (
        <p className="card p-4 text-sm">
          {[loc.full_name, loc.line1, loc.line2, `${loc.city}, ${loc.state} ${loc.zip}`, loc.phone]
            .filter(Boolean)
            .join(" · ")}
        </p>
      )}
      <section aria-labelledby="loc-creds" className="space-y-3">
        <h2 id="loc-creds" className="text-lg font-semibold">
          Licences and DEA registration
        </h2>
        {rows.length === 0 ? (
          <p className="text-slate-600">No DEA registration or licence on file for {loc.name} yet.</p>
        ) : (
          <ul className="space-y-2">
            {rows.map((r) => (
              <li key={r.key} className="card flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                <span>
                  <span className="font-semibold">{r.what}</span> · {r.detail}
                </span>
                <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold">
                  {STATUS_TEXT[r.status] ?? r.status}
                </span>
              </li>
            ))}
          </ul>
        )}
        {loc.can_edit_address && <CredentialsForm defaultState={loc.state} locationId={loc.id} />}
      </section>
      <section aria-labelledby="loc-tax" className="space-y-3">
        <h2 id="loc-tax" className="text-lg font-semibold">
          Sales tax exemption
        </h2>
        <p className="text-sm text-slate-600">
          Once the marketplace verifies a certificate, orders shipped to {loc.name} carry no sales tax and the invoice
          names the certificate.
        </p>
        {exemptions.length === 0 ? (
          <p className="text-slate-600">No exemption certificate on file for {loc.name}.</p>
        ) : (
          <ul className="space-y-2">
            {exemptions.map((x) => (
              <li key={x.id} className="card flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
                <span>
                  <span className="font-semibold">Certificate {x.label}</span>
                  {x.expires_on && ` · expires ${x.expires_on}`}
                  {x.status === "rejected" && x.reason && <span className="block text-red-800">{x.reason}</span>}
                </span>
                <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold">{x.status_text}</span>
              </li>
            ))}
          </ul>
        )}
        {/* owners and managers: exemption is a money matter, like the budget */}
        {loc.can_set_budget && <TaxExemptionForm locationId={loc.id} defaultState={loc.state} />}
      </section>
    </div>
  );
}
