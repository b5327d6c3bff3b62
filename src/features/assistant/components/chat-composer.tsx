"use client";

import { useEffect, useRef, useState } from "react";
import { canSend, validateChatImage } from "../rules";
import { send } from "../client/chat-store";
import { ImageWithFallback } from "@/components/ui/image-with-fallback";

/** Text box with image attach/paste, preview and remove; the attachment is cleared after every send. */
export function ChatComposer({ loading }: { loading: boolean }) {
  const [text, setText] = useState("");
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const attach = (file: File | null | undefined) => {
    if (!file) return;
    const problem = validateChatImage({ type: file.type, size: file.size });
    if (problem) {
      setImageError(problem);
      return;
    }
    setImageError(null);
    setImage(file);
    setPreview(URL.createObjectURL(file));
  };
  const clearImage = () => {
    setImage(null);
    setPreview(null);
    if (fileRef.current) fileRef.current.value = "";
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!canSend({ text, hasImage: !!image, loading })) return;
    const [t, img] = [text, image];
    setText("");
    clearImage();
    void send(t, img);
  };

  return (
    <form onSubmit={submit} className="border-t border-gray-200 p-2">
      {preview && (
        <div className="mb-2 flex items-center gap-2">
          <ImageWithFallback
            src={preview}
            alt="Attached image preview"
            className="h-14 w-14 rounded border object-cover"
          />
          <button type="button" onClick={clearImage} className="btn-muted px-2 py-1 text-xs" disabled={loading}>
            Remove image
          </button>
        </div>
      )}
      {imageError && (
        <p role="alert" className="mb-1 text-xs text-sale">
          {imageError}
        </p>
      )}
      <div className="flex items-end gap-2">
        <input
          ref={fileRef}
          type="file"
          accept="image/png,image/jpeg"
          className="sr-only"
          id="dvm-chat-file"
          aria-label="Upload image"
          onChange={(e) => attach(e.target.files?.[0])}
          disabled={loading}
        />
        <label
          htmlFor="dvm-chat-file"
          title="Upload image"
          aria-hidden="true"
          className={`flex h-10 w-10 shrink-0 cursor-pointer items-center justify-center rounded border border-gray-300 text-gray-600 hover:bg-gray-50 ${loading ? "pointer-events-none opacity-50" : ""}`}
        >
          <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <circle cx="9" cy="10" r="2" />
            <path d="m21 17-5-5-8 7" />
          </svg>
        </label>
        <textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={1}
          aria-label="Type your message"
          placeholder="Type your message…"
          onPaste={(e) => {
            const f = Array.from(e.clipboardData.files)[0];
            if (f) {
              e.preventDefault();
              attach(f);
            }
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey) {
              e.preventDefault();
              submit(e);
            }
          }}
          disabled={loading}
          className="input min-h-10 flex-1 resize-none py-2"
          maxLength={1000}
        />
        <button
          type="submit"
          className="btn-primary h-10 shrink-0 px-3"
          disabled={loading || !canSend({ text, hasImage: !!image, loading })}
        >
          Send
        </button>
      </div>
    </form>
  );
}
