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
