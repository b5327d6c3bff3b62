"use client";
import { useEffect, useState } from "react";

/**
 * Copies a text (a key shown once, a secret) to the clipboard and says so for a moment. Older or
 * insecure contexts without the clipboard API fall back to a selection copy.
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
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const t = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(t);
  }, [copied]);
  async function copy() {
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
  return (
    <button type="button" onClick={copy} className={className} aria-live="polite">
      {copied ? "Copied" : label}
    </button>
  );
}
