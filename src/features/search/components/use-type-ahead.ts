"use client";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useViewer } from "@/features/accounts";
import { api } from "@/lib/api-client";
import type { SearchResult } from "../server/results";
import { SEARCH_DEBOUNCE_MS, isValidSearch, normalizeSearchText } from "../rules";
import { createTypeAheadRequests } from "../type-ahead-requests";

export type TypeAheadStatus = "empty" | "loading" | "results" | "none" | "error";
type Answer = { ok: boolean; data: SearchResult[] };

/**
 * Debounced type-ahead: every keystroke restarts the wait and aborts the request in flight, and
 * only the latest request's answer reaches the UI (SPEC §4).
 */
export function useTypeAhead() {
  const viewer = useViewer();
  const [status, setStatus] = useState<TypeAheadStatus>("empty");
  const [results, setResults] = useState<SearchResult[]>([]);

  const requests = useMemo(
    () =>
      createTypeAheadRequests<Answer>({
        debounceMs: SEARCH_DEBOUNCE_MS,
        fetch: async (text, signal) => {
          const url = `/api/search?search_input=${encodeURIComponent(text)}`;
          type Found = { data?: SearchResult[] };
          let res = await api<Found>("GET", url, undefined, {
            signal,
            headers: viewer ? { "x-user-id": viewer.id } : {},
          });
          // the session ended in another tab: search on as a visitor rather than fail
          if (!res.ok && res.status === 401 && viewer) res = await api<Found>("GET", url, undefined, { signal });
          return { ok: res.ok, data: res.ok ? (res.data?.data ?? []) : [] };
        },
        onResult: (_, answer) => {
          setResults(answer.ok ? answer.data : []);
          setStatus(!answer.ok ? "error" : answer.data.length ? "results" : "none");
        },
        onError: () => setStatus("error"),
      }),
    [viewer],
  );
  const cancel = requests.cancel;

  const search = useCallback(
    (raw: string) => {
      // control characters never reach the API; the rest is normalized as the API expects
      const text = normalizeSearchText(raw.replace(/\p{Cc}/gu, " "));
      if (!isValidSearch(text)) {
        cancel();
        setStatus("empty");
        setResults([]);
        return;
      }
      setStatus("loading");
      requests.type(text);
    },
    [cancel, requests],
  );

  useEffect(() => cancel, [cancel]);

  return { status, results, search, cancel };
}
