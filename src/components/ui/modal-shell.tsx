"use client";
import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import { useEffect, useRef, useState } from "react";

/** SPEC §9: the modal takes 300 ms to animate closed before it unmounts. */
export const MODAL_CLOSE_MS = 300;

/**
 * Accessible modal (focus trap, Escape, outside click via Radix). Closing plays a
 * 300 ms fade/scale before `onClosed` fires; the caller then sets `open` false or unmounts.
 */
export function ModalShell({
  open,
  onClosed,
  title,
  children,
  wide = false,
}: {
  open: boolean;
  onClosed: () => void;
  title: string;
  children: React.ReactNode;
  wide?: boolean;
}) {
  const [closing, setClosing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const requestClose = () => {
    if (closing) return;
    setClosing(true);
    timer.current = setTimeout(() => {
      setClosing(false);
      onClosed();
    }, MODAL_CLOSE_MS);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) requestClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay
          className={`fixed inset-0 z-overlay bg-slate-900/50 transition-opacity duration-300 ${closing ? "opacity-0" : "opacity-100"}`}
        />
        <Dialog.Content
          aria-describedby={undefined}
          data-closing={closing || undefined}
          className={`fixed left-1/2 top-1/2 z-overlay max-h-[92vh] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white shadow-2xl transition duration-300 ${wide ? "max-w-5xl" : "max-w-lg"} ${closing ? "scale-95 opacity-0" : "scale-100 opacity-100"}`}
        >
          <Dialog.Title className="sr-only">{title}</Dialog.Title>
          <Dialog.Close
            aria-label="Close"
            className="absolute right-3 top-3 z-10 rounded-full bg-white/90 p-1.5 text-slate-600 shadow hover:text-ink"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </Dialog.Close>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
