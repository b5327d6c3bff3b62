"use client";
import { useConsoleSave } from "./use-console-save";
import dynamic from "next/dynamic";
import { FormFooter } from "./form-footer";

// the editor and its libraries load only when a content form opens, never with the rest of the console
const RichTextEditor = dynamic(() => import("./rich-text-editor"), {
  ssr: false,
  loading: () => <div className="min-h-48 animate-pulse rounded-md border border-slate-200 bg-slate-50" aria-hidden />,
});

export type ContentField = {
  name: string;
  label: string;
  value: string;
  type?: "text" | "textarea" | "number";
  hint?: string;
};

type Props = {
  /** where the form posts (create or update) */
  action: string;
  fields: ContentField[];
  rich: { name: string; label: string; html: string };
  published: boolean;
  /** after a create, where the new item is edited (`{id}` is replaced) */
  editHref?: string;
  previewHref?: string;
};

/** One form for blogs, FAQs and info pages: plain fields, the rich text, and whether it is published. */
export function ContentForm({ action, fields, rich, published, editHref, previewHref }: Props) {
  const { pending, message, save, fieldsOf } = useConsoleSave(action, editHref);
  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const body = fieldsOf(form);
    body.published = form.get("published") === "on";
    await save(body);
  }
  return (
    <form onSubmit={onSubmit} className="max-w-3xl space-y-4" noValidate>
      {fields.map((f) => (
        <div key={f.name}>
          <label htmlFor={`c-${f.name}`} className="label">
            {f.label}
          </label>
          {f.type === "textarea" ? (
            <textarea id={`c-${f.name}`} name={f.name} defaultValue={f.value} rows={3} className="input" />
          ) : (
            <input
              id={`c-${f.name}`}
              name={f.name}
              type={f.type ?? "text"}
              defaultValue={f.value}
              className="input"
              aria-describedby={f.hint ? `c-${f.name}-hint` : undefined}
            />
          )}
          {f.hint && (
            <p id={`c-${f.name}-hint`} className="mt-1 text-xs text-slate-500">
              {f.hint}
            </p>
          )}
        </div>
      ))}
      <div>
        <span className="label" id="c-rich-label">
          {rich.label}
        </span>
        <RichTextEditor id="c-rich" label={rich.label} name={rich.name} initialHtml={rich.html} />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="published" defaultChecked={published} />
        Published on the storefront
      </label>
      <FormFooter pending={pending} message={message} previewHref={previewHref} />
    </form>
  );
}
