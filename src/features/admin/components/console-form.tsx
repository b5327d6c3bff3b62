"use client";
import { useConsoleSave } from "./use-console-save";
import dynamic from "next/dynamic";
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
  const { pending, message, save, fieldsOf } = useConsoleSave(action, editHref);
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const body = fieldsOf(form);
    if (speakers) body.speakerIds = form.getAll("speakerIds");
    if (published !== undefined) body.published = form.get("published") === "on";
    await save(body);
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
      <FormFooter pending={pending} message={message} previewHref={previewHref} />
    </form>
  );
}
