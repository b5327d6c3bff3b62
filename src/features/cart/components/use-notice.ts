"use client";
import { useCallback, useEffect, useState } from "react";
import type { NoticeValue } from "@/components/ui/notice";

/** A message that clears itself (delete: 5 s, SPEC §9). */
export function useNotice(ms = 5000) {
  const [notice, setNotice] = useState<NoticeValue>(null);
  useEffect(() => {
    if (!notice) return;
    const t = setTimeout(() => setNotice(null), ms);
    return () => clearTimeout(t);
  }, [notice, ms]);
  return [notice, useCallback((n: NoticeValue) => setNotice(n), [])] as const;
}
