"use client";
import { useState } from "react";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";
import { API_SCOPES, SCOPE_LABELS, type ApiScope } from "../api-scopes";

type Key = {
  id: number;
  name: string;
  prefix: string;
  scopes: ApiScope[];
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
};

/** Create (the key is shown once), list and revoke the shop's API keys. */
export function ApiKeysManager({ keys }: { keys: Key[] }) {
  const m = useMutation({ refresh: true, silent: true });
  const [shown, setShown] = useState<string | null>(null);

  async function create(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    m.clear();
    const form = e.currentTarget;
    const data = new FormData(form);
    const scopes = data.getAll("scopes");
    if (scopes.length === 0) return m.show("Choose at least one thing the key may do.");
    const res = await m.run<{ key?: string }>("POST", "/api/vendor/v1/api-keys", { name: data.get("name"), scopes });
    if (!res.ok) return;
    setShown(res.data.key ?? null);
    form.reset();
  }

  async function revoke(id: number) {
    if (!window.confirm("Revoke this key? Systems using it stop working at once.")) return;
    await m.run("DELETE", `/api/vendor/v1/api-keys/${id}`);
  }

  return (
    <div className="space-y-4">
      <Notice notice={m.notice} />
      {shown && (
        <Notice tone="success">
          Copy this key now; it is not shown again: <code className="break-all font-mono">{shown}</code>
        </Notice>
      )}
      <form onSubmit={create} className="space-y-3">
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="key-name" className="label">
              Key name
            </label>
            <input id="key-name" name="name" required maxLength={60} className="input w-full" placeholder="ERP sync" />
          </div>
          <button type="submit" className="btn-primary">
            Create key
          </button>
        </div>
        <fieldset className="space-y-1 text-sm">
          <legend className="label">The key may</legend>
          {API_SCOPES.map((s) => (
            <label key={s} className="flex items-center gap-2">
              <input type="checkbox" name="scopes" value={s} defaultChecked={s === "read"} />
              {SCOPE_LABELS[s]}
            </label>
          ))}
        </fieldset>
      </form>
      {keys.length === 0 ? (
        <p className="card p-6 text-center text-slate-600">No keys yet.</p>
      ) : (
        <ul className="card divide-y divide-slate-100">
          {keys.map((k) => (
            <li key={k.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <span>
                <span className="font-semibold">{k.name}</span>{" "}
                <code className="text-slate-500">dvmv_{k.prefix}_…</code>
                <span className="block text-xs text-slate-700">May: {k.scopes.join(", ")}</span>
                <span className="block text-xs text-slate-500">
                  Created {k.created_at.slice(0, 10)} · last used{" "}
                  {k.last_used_at?.slice(0, 16).replace("T", " ") ?? "never"}
                  {k.revoked_at ? ` · revoked ${k.revoked_at.slice(0, 10)}` : ""}
                </span>
              </span>
              {!k.revoked_at && (
                <button className="btn-outline" onClick={() => revoke(k.id)}>
                  Revoke
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
