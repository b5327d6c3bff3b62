"use client";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";

/** "I have checked my stock": acknowledges one recall notice for the clinic location, then refreshes the page. */
export function AcknowledgeRecallButton({ noticeId, recallNumber }: { noticeId: number; recallNumber: string }) {
  const m = useMutation({ refresh: true, silent: true });
  const pending = m.pending;
  const acknowledge = () => m.run("POST", `/api/compliance/recalls/${noticeId}/acknowledge`);
  return (
    <span className="inline-flex flex-col gap-1">
      <button
        type="button"
        className="btn-primary"
        disabled={pending}
        onClick={acknowledge}
        aria-label={`I have checked my stock for recall ${recallNumber}`}
      >
        {pending ? "Saving…" : "I have checked my stock"}
      </button>
      <Notice look="line" inline className="text-xs" notice={m.notice} />
    </span>
  );
}
