"use client";
import { DOCUMENT_KINDS, DOCUMENT_TEXT, MAX_DOCUMENT_BYTES } from "../rules";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";

/** Credentials upload; the server re-checks size and reads the real type from the file's bytes. */
export function DocumentUpload({ userId }: { userId: string }) {
  const { pending, notice, show, run } = useMutation({ refresh: true, done: "Saved." });
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formEl = e.currentTarget;
    const form = new FormData(formEl);
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) return show(DOCUMENT_TEXT.none);
    if (file.size > MAX_DOCUMENT_BYTES) return show(DOCUMENT_TEXT.tooLarge);
    if ((await run("POST", `/api/user/documents/${userId}`, form)).ok) formEl.reset();
  }
  return (
    <form onSubmit={onSubmit} className="card space-y-4 p-5" aria-label="Upload a document">
      <Notice look="banner" notice={notice} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="doc-kind" className="label">
            Document type
          </label>
          <select id="doc-kind" name="kind" required className="input" defaultValue="veterinary_license">
            {Object.entries(DOCUMENT_KINDS).map(([value, k]) => (
              <option key={value} value={value}>
                {k.label} (level {k.level})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="doc-file" className="label">
            File (PDF, PNG or JPG, up to 10 MB)
          </label>
          <input
            id="doc-file"
            name="file"
            type="file"
            accept="application/pdf,image/png,image/jpeg"
            required
            className="block w-full text-sm"
          />
        </div>
      </div>
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? "Uploading…" : "Upload document"}
      </button>
    </form>
  );
}
