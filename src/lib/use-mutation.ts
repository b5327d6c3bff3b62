"use client";
import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import type { NoticeTone, NoticeValue } from "@/components/ui/notice";
import { invalidateQueries } from "@/components/queries/invalidate";
import { api, type ApiOptions, type ApiResult } from "./api-client";

export type MutationOptions = {
  /** Query keys whose data this change makes stale (those on screen refetch). */
  invalidate?: readonly (readonly unknown[])[];
  /** Re-render the server-rendered page after a success. */
  refresh?: boolean;
  /** The success sentence when the server sends none (none shown when unset). */
  done?: string;
  /** No sentence after a success: the screen's own data shows the change. */
  silent?: boolean;
};

/** Per call: `success` replaces the server's sentence (null: show nothing on success). */
export type RunOptions<T> = ApiOptions<T> & { success?: string | null };

/**
 * The one way a screen changes something: sends the request through the API client, holds
 * pending and the sentence to show, and refreshes what the change made stale. Works with or
 * without a query cache on the page (invalidation loads the cache only where one exists).
 */
export function useMutation(options: MutationOptions = {}) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<NoticeValue>(null);

  async function run<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    opts: RunOptions<T> = {},
  ): Promise<ApiResult<T>> {
    setPending(true);
    setNotice(null);
    const res = await api<T>(method, path, body, opts);
    setPending(false);
    if (!res.ok) {
      setNotice({ tone: "error", text: res.message });
      return res;
    }
    const text =
      opts.success !== undefined ? opts.success : options.silent ? null : (res.message ?? options.done ?? null);
    setNotice(text ? { tone: "success", text } : null);
    for (const key of options.invalidate ?? []) invalidateQueries(key);
    if (options.refresh) router.refresh();
    return res;
  }

  // stable across renders, so an effect may name them
  const show = useCallback((text: string, tone: NoticeTone = "error") => setNotice({ tone, text }), []);
  const clear = useCallback(() => setNotice(null), []);
  return {
    run,
    pending,
    notice,
    error: notice?.tone === "error" ? notice.text : null,
    /** Shows a sentence of the screen's own (a check before sending, a result worded for this screen). */
    show,
    clear,
  };
}
