"use client";
import { useRouter } from "next/navigation";
import { useId, useState, type ReactNode } from "react";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { toast } from "@/features/shell";
import { api } from "@/lib/api-client";

export type ConfirmField = {
  name: string;
  label: string;
  /** a reason or note (several lines), or an amount in dollars */
  kind?: "text" | "dollars";
  hint?: string;
};

type Props = {
  trigger: ReactNode;
  triggerClassName?: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  tone?: "danger" | "primary";
  /** POSTs the body with the fields' values; the server's sentence is the toast */
  url: string;
  body: Record<string, unknown>;
  fields?: readonly ConfirmField[];
};

/**
 * A console action that confirms in the one dialog and asks there for what it needs (a reason the
 * vendor or clinic reads, an amount). Bad input is refused by the server with a sentence shown in the
 * dialog, and the person can correct it; any other refusal closes the action.
 */
export function ConfirmForm({ fields = [], url, body, tone = "danger", ...dialog }: Props) {
  const router = useRouter();
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const buttonClass = tone === "primary" ? "btn-primary" : "btn border border-red-600 text-red-700 hover:bg-red-50";
  return (
    <ConfirmAction
      {...dialog}
      tone={tone}
      triggerClassName={dialog.triggerClassName ?? buttonClass}
      onConfirm={async () => {
        const res = await api("POST", url, { ...body, ...values });
        if (!res.ok) return { ok: false, message: res.message, retry: res.status === 400 };
        toast(res.message ?? "Done.");
        setValues({});
        router.refresh();
        return { ok: true };
      }}
    >
      {fields.length > 0 && (
        <div className="space-y-3">
          {fields.map((f) => (
            <div key={f.name}>
              <label htmlFor={`${id}-${f.name}`} className="label">
                {f.label}
              </label>
              {f.kind === "dollars" ? (
                <input
                  id={`${id}-${f.name}`}
                  inputMode="decimal"
                  className="input w-40"
                  value={values[f.name] ?? ""}
                  onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
                />
              ) : (
                <textarea
                  id={`${id}-${f.name}`}
                  rows={3}
                  maxLength={500}
                  className="input w-full"
                  value={values[f.name] ?? ""}
                  onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
                />
              )}
              {f.hint && <p className="mt-1 text-xs text-slate-600">{f.hint}</p>}
            </div>
          ))}
        </div>
      )}
    </ConfirmAction>
  );
}
