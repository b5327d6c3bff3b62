import Link from "next/link";
import { Notice, type NoticeValue } from "@/components/ui/notice";

/** The console forms' last row: Save, Preview (of the saved version, in a new tab) and the server's sentence. */
export function FormFooter({
  pending,
  notice,
  previewHref,
}: {
  pending: boolean;
  notice: NoticeValue;
  previewHref?: string;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? "Saving…" : "Save"}
        </button>
        {previewHref && (
          <Link href={previewHref} className="btn-outline" target="_blank">
            Preview
          </Link>
        )}
      </div>
      <Notice look="line" role="status" className="text-sm" notice={notice} />
    </>
  );
}
