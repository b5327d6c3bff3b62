"use client";
import { AlertDialog } from "radix-ui";
import { useState, type ReactNode } from "react";
import { Notice } from "./notice";

/** `retry`: the person can fix what they typed (a reason too short) and confirm again. */
type Outcome = { ok: true } | { ok: false; message: string; retry?: boolean };

/**
 * A destructive or powerful action behind a confirmation: the dialog says what happens and what
 * follows; a refusal from the server is shown in the dialog, and nothing changed. Every such action
 * in the console, the portal and the clinic uses this one dialog.
 */
export function ConfirmAction({
  trigger,
  triggerClassName = "btn border border-red-600 text-red-700 hover:bg-red-50",
  title,
  description,
  confirmLabel,
  pendingLabel = "Working…",
  tone = "danger",
  onConfirm,
  children,
}: {
  /** the button's text (or content) that opens the dialog */
  trigger: ReactNode;
  triggerClassName?: string;
  /** a question: "Delete the webinar “Dental day”?" */
  title: string;
  /** what else happens, in sentences */
  description: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  tone?: "danger" | "primary";
  /** runs the action; a refusal's message stays in the dialog */
  onConfirm: () => Promise<Outcome>;
  /** what the action needs from the person (a reason, an amount), below the description */
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; retry: boolean } | null>(null);
  async function run() {
    setPending(true);
    const outcome = await onConfirm();
    setPending(false);
    if (!outcome.ok) return setRefusal({ message: outcome.message, retry: outcome.retry ?? false });
    setRefusal(null);
    setOpen(false);
  }
  const final = refusal !== null && !refusal.retry;
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setRefusal(null);
      }}
    >
      <AlertDialog.Trigger className={triggerClassName}>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-overlay bg-slate-900/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-overlay w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-3 rounded-xl bg-white p-5 shadow-2xl">
          <AlertDialog.Title className="text-lg font-bold">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="text-sm text-slate-700">{description}</div>
          </AlertDialog.Description>
          {children}
          {refusal && (
            <Notice look="banner" tone="error">
              {refusal.message}
            </Notice>
          )}
          <div className="flex flex-wrap justify-end gap-3 pt-1">
            <AlertDialog.Cancel className="btn-outline">{final ? "Close" : "Cancel"}</AlertDialog.Cancel>
            {!final && (
              <button
                type="button"
                className={`btn text-white ${tone === "danger" ? "bg-red-700 hover:bg-red-800" : "bg-brand-700 hover:bg-brand-800"}`}
                onClick={run}
                disabled={pending}
              >
                {pending ? pendingLabel : confirmLabel}
              </button>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
