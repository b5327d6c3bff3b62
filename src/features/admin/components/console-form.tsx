"use client";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useMutation } from "@/lib/use-mutation";
import { FormFooter } from "./form-footer";
import { Checkbox } from "@/components/ui/checkbox";

// the editor and its libraries load only when a form with rich text opens, never with the rest of the console
const RichTextEditor = dynamic(() => import("./rich-text-editor"), {
  ssr: false,
  loading: () => <div className="min-h-48 animate-pulse rounded-md border border-slate-200 bg-slate-50" aria-hidden />,
});

export type ConsoleField = {
  name: string;
  label: string;
  value: string;
  type?: "text" | "textarea" | "number" | "datetime-local" | "select";
  options?: readonly string[];
  hint?: string;
};

type Props = {
  /** where the form posts (create or update) */
  action: string;
  fields: ConsoleField[];
  rich?: { name: string; label: string; html: string };
  speakers?: { options: { id: number; name: string }[]; chosen: number[] };
  /** undefined: the item has no drafts (speakers) */
  published?: boolean;
  /** after a create, where the new item is edited (`{id}` is replaced) */
  editHref?: string;
  /** the saved version as the storefront lays it out (an item that exists) */
  previewHref?: string;
};

/** One form for every console content kind (blogs, FAQs, info pages, webinars, expo speakers, courses):
 * plain fields, optional rich text, speakers, published. */
export function ConsoleForm({ action, fields, rich, speakers, published, editHref, previewHref }: Props) {
  const router = useRouter();
  const m = useMutation({ done: "Saved." });
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    // the text fields as JSON (the editor's hidden field included); files are not sent from here
    const body: Record<string, unknown> = Object.fromEntries(
      [...form.entries()].filter(([, v]) => typeof v === "string"),
    );
    if (speakers) body.speakerIds = form.getAll("speakerIds");
    if (published !== undefined) body.published = form.get("published") === "on";
    const res = await m.run<{ data?: { id?: string } }>("POST", action, body);
    if (!res.ok) return;
    // after a create, open the new item's edit page; after an update, show the saved version
    const id = res.data?.data?.id;
    if (editHref && id) router.push(editHref.replace("{id}", id));
    else router.refresh();
  }
  return (
    <form onSubmit={onSubmit} className="max-w-3xl space-y-4" noValidate>
      {fields.map((f) => (
        <div key={f.name}>
          <label htmlFor={`e-${f.name}`} className="label">
            {f.label}
          </label>
          {f.type === "textarea" ? (
            <textarea
              id={`e-${f.name}`}
              name={f.name}
              defaultValue={f.value}
              rows={4}
              className="input"
              aria-describedby={f.hint ? `e-${f.name}-hint` : undefined}
            />
          ) : f.type === "select" ? (
            <select id={`e-${f.name}`} name={f.name} defaultValue={f.value} className="input">
              {f.options?.map((o) => (
                <option key={o}>{o}</option>
              ))}
            </select>
          ) : (
            <input
              id={`e-${f.name}`}
              name={f.name}
              type={f.type ?? "text"}
              defaultValue={f.value}
              step={f.type === "number" ? "any" : undefined}
              className="input"
              aria-describedby={f.hint ? `e-${f.name}-hint` : undefined}
            />
          )}
          {f.hint && (
            <p id={`e-${f.name}-hint`} className="mt-1 text-xs text-slate-500">
              {f.hint}
            </p>
          )}
        </div>
      ))}
      {rich && (
        <div>
          <span className="label" id="e-rich-label">
            {rich.label}
          </span>
          <RichTextEditor id="e-rich" label={rich.label} name={rich.name} initialHtml={rich.html} />
        </div>
      )}
      {speakers && (
        <fieldset>
          <legend className="label">Speakers</legend>
          {speakers.options.length === 0 ? (
            <p className="text-sm text-slate-600">No speakers yet: add them under Content first.</p>
          ) : (
            <div className="grid gap-1 sm:grid-cols-2">
              {speakers.options.map((s) => (
                <Checkbox
                  key={s.id}
                  name="speakerIds"
                  value={s.id}
                  defaultChecked={speakers.chosen.includes(s.id)}
                  label={s.name}
                />
              ))}
            </div>
          )}
        </fieldset>
      )}
      {published !== undefined && (
        <Checkbox name="published" defaultChecked={published} label="Published on the storefront" />
      )}
      <FormFooter pending={m.pending} notice={m.notice} previewHref={previewHref} />
    </form>
  );
}
