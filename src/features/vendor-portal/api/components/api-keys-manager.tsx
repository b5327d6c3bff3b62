"use client";
import { useState } from "react";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { CopyButton } from "@/components/ui/copy-button";
import { DataTable, type Column } from "@/components/ui/data-table";
import { Notice } from "@/components/ui/notice";
import { api } from "@/lib/api-client";
import { useMutation } from "@/lib/use-mutation";
import { useRouter } from "next/navigation";
import { API_SCOPES, SCOPE_LABELS, type ApiScope } from "../api-scopes";
import type { KeyState } from "../key-expiry";

type Key = {
  id: number;
  name: string;
  prefix: string;
  scopes: ApiScope[];
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  expires_at: string | null;
  state: KeyState;
};

const day = (iso: string | null) => iso?.slice(0, 10) ?? null;

/** Create (with scopes and an optional last day; the key is shown once, with a copy button), list and revoke keys. */
export function ApiKeysManager({ keys }: { keys: Key[] }) {
  const router = useRouter();
  const m = useMutation({ refresh: true, silent: true });
  const [shown, setShown] = useState<{ name: string; key: string } | null>(null);

  async function create(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    m.clear();
    const form = e.currentTarget;
    const data = new FormData(form);
    const scopes = data.getAll("scopes");
    if (scopes.length === 0) return m.show("Choose at least one thing the key may do.");
    const name = String(data.get("name"));
    const res = await m.run<{ key?: string }>("POST", "/api/vendor/v1/api-keys", {
      name,
      scopes,
      expires_on: data.get("expires_on"),
    });
    if (!res.ok) return;
    setShown(res.data.key ? { name, key: res.data.key } : null);
    form.reset();
  }

  const columns: Column<Key>[] = [
    {
      header: "Key",
      cell: (k) => (
        <>
          <span className="font-semibold">{k.name}</span>
          <code className="block text-xs text-slate-500">dvmv_{k.prefix}_…</code>
        </>
      ),
    },
    { header: "May", cell: (k) => k.scopes.join(", ") },
    {
      header: "Used",
      wide: true,
      cell: (k) => (
        <span className="text-xs text-slate-600">
          Created {day(k.created_at)}
          <span className="block">Last used {k.last_used_at?.slice(0, 16).replace("T", " ") ?? "never"}</span>
        </span>
      ),
    },
    {
      header: "Works until",
      cell: (k) =>
        k.state === "revoked"
          ? `Revoked ${day(k.revoked_at)}`
          : k.state === "expired"
            ? `Expired ${day(k.expires_at)}`
            : (day(k.expires_at) ?? "Until revoked"),
    },
    {
      header: "Action",
      cell: (k) =>
        k.state === "active" && (
          <ConfirmAction
            trigger={
              <>
                Revoke<span className="sr-only"> {k.name}</span>
              </>
            }
            triggerClassName="btn-outline"
            title={`Revoke the key “${k.name}”?`}
            description="Systems using it are refused at once. A revoked key cannot be restored; create a new one if it is needed again."
            confirmLabel="Revoke key"
            pendingLabel="Revoking…"
            onConfirm={async () => {
              const res = await api("DELETE", `/api/vendor/v1/api-keys/${k.id}`);
              if (!res.ok) return { ok: false, message: res.message };
              router.refresh();
              return { ok: true };
            }}
          />
        ),
    },
  ];

  return (
    <div className="space-y-4">
      <Notice notice={m.notice} />
      {shown && (
        <Notice tone="success">
          <p>Copy the key “{shown.name}” now; it is not shown again:</p>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <code className="break-all font-mono" data-testid="new-api-key">
              {shown.key}
            </code>
            <CopyButton text={shown.key} label="Copy key" />
          </div>
        </Notice>
      )}
      <form onSubmit={create} className="card space-y-3 p-4" aria-label="New API key">
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="key-name" className="label">
              Key name
            </label>
            <input id="key-name" name="name" required maxLength={60} className="input w-full" placeholder="ERP sync" />
          </div>
          <div>
            <label htmlFor="key-expires" className="label">
              Last day it works (optional)
            </label>
            <input id="key-expires" name="expires_on" type="date" className="input" />
          </div>
          <button type="submit" className="btn-primary" disabled={m.pending}>
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
        <DataTable caption="Your API keys" columns={columns} rows={keys} rowKey={(k) => k.id} />
      )}
    </div>
  );
}
