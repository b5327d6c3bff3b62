"use client";
import { CheckCircle2, X, XCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { dismiss, listenToToasts, type ToastItem } from "./toast";

/** Mounted once with the late widgets; renders toasts in an aria-live region (overlay, no layout shift). */
export function Toaster() {
  const [items, setItems] = useState<ToastItem[]>([]);
  useEffect(() => {
    const add = (t: ToastItem) => setItems((list) => [...list, t]);
    const remove = (id: number) => setItems((list) => list.filter((t) => t.id !== id));
    return listenToToasts(add, remove);
  }, []);
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-4 z-toast flex flex-col items-center gap-2 px-4"
    >
      {items.map((t) => (
        <div
          key={t.id}
          role={t.kind === "error" ? "alert" : "status"}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-2 rounded-md border px-4 py-3 text-sm shadow-lg ${t.kind === "error" ? "border-red-200 bg-red-50 text-red-900" : "border-brand-200 bg-brand-50 text-brand-900"}`}
        >
          {t.kind === "error" ? (
            <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          ) : (
            <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
          )}
          <p className="flex-1">{t.message}</p>
          <button
            type="button"
            onClick={() => dismiss(t.id)}
            aria-label="Close notification"
            className="shrink-0 rounded p-0.5 hover:bg-black/5"
          >
            <X className="size-4" aria-hidden />
          </button>
        </div>
      ))}
    </div>
  );
}
