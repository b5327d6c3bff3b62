"use client";
import { useCallback, useEffect, useState } from "react";
import type { Notice } from "./cart-line";

/** A message that clears itself (delete: 5 s, SPEC §9). */
export function useNotice(ms = 5000) {
  const [notice, setNotice] = useState<Notice>(null);
  useEffect(() => {
    if (!notice) return;
    const t = setTimeout(() => setNotice(null), ms);
    return () => clearTimeout(t);
  }, [notice, ms]);
  return [notice, useCallback((n: Notice) => setNotice(n), [])] as const;
}
