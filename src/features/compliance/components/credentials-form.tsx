"use client";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";
import { SCHEDULES } from "../rules";
import { Checkbox } from "@/components/ui/checkbox";

/**
 * Adds a DEA registration or a state licence, for the location the session acts for or the one given;
 * the server validates the check digit and saves nothing on a bad one.
 */
export function CredentialsForm({ defaultState, locationId }: { defaultState: string; locationId?: number }) {
  const at = locationId === undefined ? {} : { location_id: locationId };
  const m = useMutation({ refresh: true, done: "Saved." });
  const busy = m.pending;

  async function submit(e: React.FormEvent<HTMLFormElement>, url: string, body: (f: FormData) => unknown) {
    e.preventDefault();
    const form = e.currentTarget;
    if ((await m.run("POST", url, body(new FormData(form)))).ok) form.reset();
  }

  return (
    <div className="space-y-4">
      <Notice look="banner" notice={m.notice} />
      <form
        aria-label="Add a DEA registration"
        className="card space-y-3 p-5"
        onSubmit={(e) =>
          submit(e, "/api/compliance/dea", (f) => ({
            ...at,
            number: f.get("number"),
            schedules: f.getAll("schedules"),
            state: f.get("state"),
            expires_at: f.get("expires_at"),
          }))
        }
      >
        <h2 className="text-lg font-semibold">Add a DEA registration</h2>
        <div className="grid gap-3 sm:grid-cols-3">
          <div>
            <label htmlFor="dea-number" className="label">
              DEA number
            </label>
            <input id="dea-number" name="number" required className="input" placeholder="AB1234563" />
          </div>
          <div>
            <label htmlFor="dea-state" className="label">
              Registered state
            </label>
            <input id="dea-state" name="state" required maxLength={2} className="input" defaultValue={defaultState} />
          </div>
          <div>
            <label htmlFor="dea-expiry" className="label">
              Expires on
            </label>
            <input id="dea-expiry" name="expires_at" type="date" required className="input" />
          </div>
        </div>
        <fieldset className="flex flex-wrap gap-4 text-sm">
          <legend className="label">Schedules covered</legend>
          {SCHEDULES.map((s) => (
            <Checkbox key={s} name="schedules" value={s} defaultChecked label={`Schedule ${s.slice(1)}`} />
          ))}
        </fieldset>
        <button type="submit" className="btn-primary" disabled={busy}>
          Save DEA registration
        </button>
      </form>
      <form
        aria-label="Add a state licence"
        className="card space-y-3 p-5"
        onSubmit={(e) =>
          submit(e, "/api/compliance/licences", (f) => ({
            ...at,
            state: f.get("state"),
            number: f.get("number"),
            expires_at: f.get("expires_at"),
          }))
        }
      >
        <h2 className="text-lg font-semibold">Add a state licence</h2>
        <div className="grid gap-3 sm:grid-cols-3">
          <div>
            <label htmlFor="lic-state" className="label">
              State
            </label>
            <input id="lic-state" name="state" required maxLength={2} className="input" defaultValue={defaultState} />
          </div>
          <div>
            <label htmlFor="lic-number" className="label">
              Licence number
            </label>
            <input id="lic-number" name="number" required className="input" />
          </div>
          <div>
            <label htmlFor="lic-expiry" className="label">
              Expires on
            </label>
            <input id="lic-expiry" name="expires_at" type="date" required className="input" />
          </div>
        </div>
        <button type="submit" className="btn-primary" disabled={busy}>
          Save state licence
        </button>
      </form>
    </div>
  );
}
