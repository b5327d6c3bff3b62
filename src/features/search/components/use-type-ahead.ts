"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { useViewer } from "@/features/accounts";
import type { SearchResult } from "../server/results";
import { SEARCH_DEBOUNCE_MS, createLatestGuard, isValidSearch, normalizeSearchText } from "../rules";

export type TypeAheadStatus = "empty" | "loading" | "results" | "none" | "error";

/**
 * Debounced type-ahead: every keystroke restarts the timer, and each request
 * carries a token from the latest-guard so a slow older response never
 * overwrites a newer one (SPEC §4 "only the latest request's result is used").
 */
export function useTypeAhead() {
  const viewer = useViewer();
  const guard = useRef(createLatestGuard());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [status, setStatus] = useState<TypeAheadStatus>("empty");
  const [results, setResults] = useState<SearchResult[]>([]);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    guard.current.next(); // anything in flight is now stale
  }, []);

  const fetchNow = useCallback(
    async (text: string) => {
      const token = guard.current.next();
      try {
        const url = `/api/search?search_input=${encodeURIComponent(text)}`;
        let res = await fetch(url, { headers: viewer ? { "x-user-id": viewer.id } : {} });
        // the session ended in another tab: search on as a visitor rather than fail
        if (res.status === 401 && viewer) res = await fetch(url);
        const body = (await res.json()) as { success: boolean; data?: SearchResult[] };
        if (!guard.current.isLatest(token)) return;
        const data = res.ok && body.success ? (body.data ?? []) : [];
        setResults(data);
        setStatus(!res.ok ? "error" : data.length ? "results" : "none");
      } catch {
        if (guard.current.isLatest(token)) setStatus("error");
      }
    },
    [viewer],
  );

  const search = useCallback(
    (raw: string) => {
      cancel();
      // control characters never reach the API; the rest is normalized as the API expects
      const text = normalizeSearchText(raw.replace(/\p{Cc}/gu, " "));
      if (!isValidSearch(text)) {
        setStatus("empty");
        setResults([]);
        return;
      }
      setStatus("loading");
      timer.current = setTimeout(() => void fetchNow(text), SEARCH_DEBOUNCE_MS);
    },
    [cancel, fetchNow],
  );

  useEffect(() => cancel, [cancel]);

  return { status, results, search, cancel };
}
