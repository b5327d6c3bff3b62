"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";

/**
 * The console forms' save: POST the fields as JSON, show the server's sentence, then open the new
 * item's edit page after a create (`editHref` with `{id}`) or refresh the page after an update.
 */
export function useConsoleSave(action: string, editHref?: string) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  /** The form's text fields as a JSON body (files and other entries are the caller's). */
  const fieldsOf = (form: FormData): Record<string, unknown> =>
    Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"));

  async function save(body: Record<string, unknown>) {
    setPending(true);
    const res = await fetch(action, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    })
      .then(async (r) => ({ ok: r.ok, json: (await r.json()) as { message?: string; data?: { id?: string } } }))
      .catch(() => null);
    setPending(false);
    if (!res) return setMessage({ ok: false, text: "The server could not be reached. Please try again." });
    setMessage({ ok: res.ok, text: res.json.message ?? (res.ok ? "Saved." : "That did not work.") });
    if (res.ok && editHref && res.json.data?.id) router.push(editHref.replace("{id}", res.json.data.id));
    else if (res.ok) router.refresh();
  }

  return { pending, message, save, fieldsOf };
}
