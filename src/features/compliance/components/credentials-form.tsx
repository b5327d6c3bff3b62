"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { SCHEDULES } from "../rules";
import { Checkbox } from "@/components/ui/checkbox";

type Notice = { kind: "ok" | "error"; text: string } | null;

async function post(url: string, body: unknown): Promise<{ ok: boolean; message: string }> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const data = (await res.json().catch(() => ({}))) as { message?: string };
  return { ok: res.ok, message: data.message ?? (res.ok ? "Saved." : "Something went wrong. Please try again.") };
}

function Message({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <p
      role={notice.kind === "error" ? "alert" : "status"}
      className={`rounded px-3 py-2 text-sm ${notice.kind === "error" ? "bg-red-50 text-red-700" : "bg-brand-50 text-brand-800"}`}
    >
      {notice.text}
    </p>
  );
}

/** Adds a DEA registration or a state licence; the server validates the check digit and saves nothing on a bad one. */
export function CredentialsForm({ defaultState }: { defaultState: string }) {
  const router = useRouter();
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent<HTMLFormElement>, url: string, body: (f: FormData) => unknown) {
    e.preventDefault();
    const form = e.currentTarget;
    setBusy(true);
    const r = await post(url, body(new FormData(form)));
    setBusy(false);
    setNotice({ kind: r.ok ? "ok" : "error", text: r.message });
    if (r.ok) {
      form.reset();
      router.refresh();
    }
  }

  return (
    <div className="space-y-4">
      <Message notice={notice} />
      <form
        aria-label="Add a DEA registration"
        className="card space-y-3 p-5"
        onSubmit={(e) =>
          submit(e, "/api/compliance/dea", (f) => ({
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
