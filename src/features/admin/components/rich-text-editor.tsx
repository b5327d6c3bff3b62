"use client";
import { EditorContent, useEditor, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useState } from "react";

type Props = { id: string; label: string; name: string; initialHtml: string };

function Tool({
  editor,
  label,
  active,
  run,
}: {
  editor: Editor;
  label: string;
  active?: boolean;
  run: (e: Editor) => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={() => run(editor)}
      className={`rounded px-2 py-1 text-xs font-medium ${active ? "bg-brand-50 text-brand-800" : "hover:bg-slate-100"}`}
    >
      {label}
    </button>
  );
}

function askLink(e: Editor) {
  const previous = e.getAttributes("link").href as string | undefined;
  const href = window.prompt("Link address (https://…, mailto:… or /page)", previous ?? "https://");
  if (href === null) return;
  if (href.trim() === "") e.chain().focus().extendMarkRange("link").unsetLink().run();
  else e.chain().focus().extendMarkRange("link").setLink({ href: href.trim() }).run();
}

/**
 * The console's rich-text editor (loaded only on the pages that edit text). It writes its HTML to a
 * hidden input named `name`, so the surrounding form submits it like any field; the server
 * sanitizes whatever arrives.
 */
export default function RichTextEditor({ id, label, name, initialHtml }: Props) {
  const [html, setHtml] = useState(initialHtml);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, autolink: true } }),
    ],
    content: initialHtml,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        class:
          "min-h-48 rounded-b-md border border-slate-300 p-3 text-sm focus:outline-2 focus:outline-brand-600 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-semibold [&_ul]:list-disc [&_ol]:list-decimal [&_li]:ml-5 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_p]:my-2",
      },
    },
    onUpdate: ({ editor: e }) => setHtml(e.getHTML()),
  });
  return (
    <div>
      <input type="hidden" name={name} value={html} />
      {editor && (
        <div
          role="toolbar"
          aria-label={`${label} formatting`}
          className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-slate-300 bg-slate-50 p-1"
        >
          <Tool
            editor={editor}
            label="Bold"
            active={editor.isActive("bold")}
            run={(e) => e.chain().focus().toggleBold().run()}
          />
          <Tool
            editor={editor}
            label="Italic"
            active={editor.isActive("italic")}
            run={(e) => e.chain().focus().toggleItalic().run()}
          />
          <Tool
            editor={editor}
            label="Heading"
            active={editor.isActive("heading", { level: 2 })}
            run={(e) => e.chain().focus().toggleHeading({ level: 2 }).run()}
          />
          <Tool
            editor={editor}
            label="Subheading"
            active={editor.isActive("heading", { level: 3 })}
            run={(e) => e.chain().focus().toggleHeading({ level: 3 }).run()}
          />
          <Tool
            editor={editor}
            label="Bullets"
            active={editor.isActive("bulletList")}
            run={(e) => e.chain().focus().toggleBulletList().run()}
          />
          <Tool
            editor={editor}
            label="Numbers"
            active={editor.isActive("orderedList")}
            run={(e) => e.chain().focus().toggleOrderedList().run()}
          />
          <Tool
            editor={editor}
            label="Quote"
            active={editor.isActive("blockquote")}
            run={(e) => e.chain().focus().toggleBlockquote().run()}
          />
          <Tool editor={editor} label="Link" active={editor.isActive("link")} run={askLink} />
          <Tool editor={editor} label="Undo" run={(e) => e.chain().focus().undo().run()} />
          <Tool editor={editor} label="Redo" run={(e) => e.chain().focus().redo().run()} />
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
