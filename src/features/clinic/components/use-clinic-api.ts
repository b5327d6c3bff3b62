"use client";
import { useQuery } from "@tanstack/react-query";

class ClinicApiError extends Error {}

/** Loads one clinic API list (fresh on every visit) and reloads it after a change; errors become a sentence. */
export function useClinicData<T>(url: string) {
  const q = useQuery({
    queryKey: ["clinic", url],
    staleTime: 0,
    retry: false,
    queryFn: async (): Promise<T> => {
      const res = await fetch(url, { cache: "no-store" });
      const json = await res.json().catch(() => ({}));
      if (!res.ok) throw new ClinicApiError(json.message ?? "This page could not be loaded.");
      return json.data as T;
    },
  });
  return {
    data: q.data ?? null,
    error: q.error ? q.error.message : null,
    reload: async () => void (await q.refetch()),
  };
}

/** Sends a change; returns the server's sentence when it refuses. */
export async function send(method: string, url: string, body?: unknown): Promise<string | null> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.ok) return null;
  const json = await res.json().catch(() => ({}));
  return json.message ?? "That did not work; please try again.";
}
