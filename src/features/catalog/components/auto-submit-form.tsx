"use client";
import { useRef } from "react";

/** A GET form that re-submits when any control changes; without JavaScript its Apply button still works. */
export function AutoSubmitForm({
  action,
  children,
  className,
}: {
  action: string;
  children: React.ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLFormElement>(null);
  return (
    <form
      ref={ref}
      action={action}
      method="get"
      className={className}
      onChange={(e) => {
        const t = e.target as unknown as HTMLInputElement;
        if (t.type === "number") return; // typed prices apply on Enter or Apply
        ref.current?.requestSubmit();
      }}
      onSubmit={(e) => {
        // drop empty fields so the URL stays clean
        const form = e.currentTarget;
        for (const el of Array.from(form.elements) as HTMLInputElement[]) if (el.name && !el.value) el.disabled = true;
        setTimeout(() => {
          for (const el of Array.from(form.elements) as HTMLInputElement[]) el.disabled = false;
        }, 0);
      }}
    >
      {children}
    </form>
  );
}
