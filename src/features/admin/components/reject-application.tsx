"use client";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";

/** Rejects a seller application with the reason the applicant is mailed. */
export function RejectApplication({ id }: { id: number }) {
  const m = useMutation({ refresh: true, done: "Done." });
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const reason = String(new FormData(e.currentTarget).get("reason") ?? "");
    await m.run("POST", `/api/admin/applications/${id}`, { decision: "reject", reason });
  }
  return (
    <form onSubmit={onSubmit} className="space-y-2" noValidate aria-label="Reject the application">
      <label htmlFor="reject-reason" className="label">
        Reason (mailed to the applicant)
      </label>
      <textarea id="reject-reason" name="reason" rows={3} maxLength={1000} className="input" />
      <button type="submit" className="btn-outline">
        Reject
      </button>
      <Notice look="line" role="status" className="text-sm" notice={m.notice} />
    </form>
  );
}
