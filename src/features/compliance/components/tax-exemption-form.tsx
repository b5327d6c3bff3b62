"use client";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";

/** Uploads a location's sales-tax exemption certificate (its number, state, expiry and the file) for verification. */
export function TaxExemptionForm({ locationId, defaultState }: { locationId: number; defaultState: string }) {
  const m = useMutation({ refresh: true });
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const res = await m.run("POST", `/api/clinic/locations/${locationId}/tax-exemptions`, new FormData(form));
    if (res.ok) form.reset();
  }
  return (
    <form onSubmit={onSubmit} className="card grid gap-3 p-4 sm:grid-cols-2" noValidate>
      <h3 className="font-semibold sm:col-span-2">Upload an exemption certificate</h3>
      <div>
        <label className="label" htmlFor="certificate_number">
          Certificate number
        </label>
        <input id="certificate_number" name="certificate_number" className="input w-full" maxLength={60} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label className="label" htmlFor="exemption_state">
            Issuing state
          </label>
          <input
            id="exemption_state"
            name="state"
            className="input w-full uppercase"
            maxLength={2}
            defaultValue={defaultState}
          />
        </div>
        <div>
          <label className="label" htmlFor="expires_on">
            Expires (optional)
          </label>
          <input id="expires_on" name="expires_on" type="date" className="input w-full" />
        </div>
      </div>
      <div className="sm:col-span-2">
        <label className="label" htmlFor="certificate_file">
          Certificate (PDF, PNG or JPG, up to 10 MB)
        </label>
        <input
          id="certificate_file"
          name="file"
          type="file"
          accept="application/pdf,image/png,image/jpeg"
          className="block w-full text-sm"
        />
      </div>
      <Notice look="line" className="sm:col-span-2" notice={m.notice} />
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={m.pending}>
          {m.pending ? "Uploading…" : "Upload certificate"}
        </button>
      </div>
    </form>
  );
}
