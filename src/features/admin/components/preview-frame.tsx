import Link from "next/link";

/**
 * The console's preview of a saved item (drafts too): a note saying what is shown, the way back to
 * the editor, and the item framed as the storefront lays it out. Every kind of content previews in it.
 */
export function PreviewFrame({
  published,
  editHref,
  children,
}: {
  published: boolean | undefined;
  editHref: string;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-4">
      <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" role="note">
        Preview of the saved version{published === false ? " (not published)" : ""}.{" "}
        <Link href={editHref} className="font-semibold underline">
          Back to editing
        </Link>
      </p>
      <div className="rounded-md border border-slate-200">{children}</div>
    </div>
  );
}
