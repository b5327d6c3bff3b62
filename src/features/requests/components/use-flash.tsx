"use client";
import { useCallback, useEffect, useRef, useState } from "react";

export type Flash = { text: string; tone: "success" | "error" };

/** A message that clears itself after `ms` (SPEC §9: validation 3 s, sample 10 s); a new one restarts the clock. */
export function useFlash(ms: number): [Flash | null, (text: string, tone?: Flash["tone"]) => void, () => void] {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setFlash(null);
  }, []);
  const show = useCallback(
    (text: string, tone: Flash["tone"] = "error") => {
      if (timer.current) clearTimeout(timer.current);
      setFlash({ text, tone });
      timer.current = setTimeout(() => setFlash(null), ms);
    },
    [ms],
  );
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return [flash, show, clear];
}

export function FlashText({ flash, className = "" }: { flash: Flash | null; className?: string }) {
  if (!flash) return null;
  const tone =
    flash.tone === "success" ? "border-green-200 bg-green-50 text-green-800" : "border-red-200 bg-red-50 text-red-700";
  return (
    <p
      role={flash.tone === "error" ? "alert" : "status"}
      className={`rounded-md border px-3 py-2 text-sm ${tone} ${className}`}
    >
      {flash.text}
    </p>
  );
}

/** POSTs JSON or FormData and reads the spec's `{ success, message }` answer, whatever the status. */
export async function postRequest<T extends { success?: boolean; message?: string }>(
  url: string,
  body: unknown,
): Promise<{ status: number; data: T }> {
  const isForm = body instanceof FormData;
  const res = await fetch(url, {
    method: "POST",
    credentials: "same-origin",
    headers: isForm ? undefined : { "content-type": "application/json" },
    body: isForm ? body : JSON.stringify(body),
  });
  const data = (await res
    .json()
    .catch(() => ({ success: false, message: "Something went wrong. Please try again." }))) as T;
  return { status: res.status, data };
}
