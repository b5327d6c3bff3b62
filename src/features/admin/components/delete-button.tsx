"use client";
import { useRouter } from "next/navigation";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { toast } from "@/features/shell";
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

/** Delete with a confirmation; a refusal (something still depends on the item) stays in the dialog. */
export function DeleteButton({ url, what, consequence, doneHref }: Props) {
  const router = useRouter();
  return (
    <ConfirmAction
      trigger="Delete"
      title={`Delete ${what}?`}
      description={`${consequence} This cannot be undone; the audit log keeps a copy of what was deleted.`}
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      onConfirm={async () => {
        const res = await api("DELETE", url);
        if (!res.ok) return { ok: false, message: res.message };
        toast(res.message ?? "Done.");
        router.push(doneHref);
        router.refresh();
        return { ok: true };
      }}
    />
  );
}
