"use client";
import { AlertDialog } from "radix-ui";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/features/shell";
import { Notice } from "@/components/ui/notice";
import { api } from "@/lib/api-client";

type Props = {
  /** the item's URL: DELETE removes it */
  url: string;
  /** what is deleted, as the dialog names it ("the webinar “Dental day”") */
  what: string;
  /** what else happens, in a sentence ("It leaves the expo at once.") */
  consequence: string;
  /** where the console goes once it is gone */
  doneHref: string;
};

/**
 * Delete with a confirmation: the dialog says what goes and what follows; a refusal (something still
 * depends on the item) is shown in the dialog, and nothing changed.
 */
export function DeleteButton({ url, what, consequence, doneHref }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  async function run() {
    setPending(true);
    const res = await api("DELETE", url);
    setPending(false);
    if (!res.ok) return setRefusal(res.message);
    setOpen(false);
    toast(res.message ?? "Done.");
    router.push(doneHref);
    router.refresh();
  }
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setRefusal(null);
      }}
    >
      <AlertDialog.Trigger className="btn border border-red-600 text-red-700 hover:bg-red-50">
        Delete
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-overlay bg-slate-900/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-overlay w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 space-y-3 rounded-xl bg-white p-5 shadow-2xl">
          <AlertDialog.Title className="text-lg font-bold">Delete {what}?</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-slate-700">
            {consequence} This cannot be undone; the audit log keeps a copy of what was deleted.
          </AlertDialog.Description>
          {refusal && (
            <Notice look="banner" tone="error">
              {refusal}
            </Notice>
          )}
          <div className="flex flex-wrap justify-end gap-3 pt-1">
            <AlertDialog.Cancel className="btn-outline">{refusal ? "Close" : "Cancel"}</AlertDialog.Cancel>
            {!refusal && (
              <button
                type="button"
                className="btn bg-red-700 text-white hover:bg-red-800"
                onClick={run}
                disabled={pending}
              >
                {pending ? "Deleting…" : "Delete"}
              </button>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
