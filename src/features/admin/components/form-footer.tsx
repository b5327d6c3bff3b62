import Link from "next/link";

/** The console forms' last row: Save, Preview (of the saved version, in a new tab) and the server's sentence. */
export function FormFooter({
  pending,
  message,
  previewHref,
}: {
  pending: boolean;
  message: { ok: boolean; text: string } | null;
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
      {message && (
        <p role="status" className={`text-sm ${message.ok ? "text-emerald-700" : "text-red-700"}`}>
          {message.text}
        </p>
      )}
    </>
  );
}
