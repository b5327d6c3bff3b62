"use client";
import { useEffect, useState } from "react";

/**
 * Copies a text to the clipboard and says `copied` for `ms` milliseconds. Older or insecure
 * contexts without the clipboard API fall back to a selection copy. Every copy control uses it.
 */
export function useClipboard(ms = 2000) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), ms);
    return () => clearTimeout(t);
  }, [copied, ms]);
  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      const input = document.createElement("textarea");
      input.value = text;
      document.body.appendChild(input);
      input.select();
      document.execCommand("copy");
      input.remove();
    }
    setCopied(true);
  }
  return { copied, copy };
}

/**
 * Copies a text (a key shown once, a secret) to the clipboard and says so for a moment.
 */
export function CopyButton({
  text,
  label = "Copy",
  className = "btn-outline",
}: {
  text: string;
  label?: string;
  className?: string;
}) {
  const { copied, copy } = useClipboard();
  return (
    <button type="button" onClick={() => copy(text)} className={className} aria-live="polite">
      {copied ? "Copied" : label}
    </button>
  );
}
