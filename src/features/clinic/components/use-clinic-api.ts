"use client";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Loads one clinic API list (fresh on every visit) and reloads it after a change; errors become a sentence. */
export function useClinicData<T>(url: string) {
  const q = useQuery({
    queryKey: ["clinic", url],
    staleTime: 0,
    retry: false,
    queryFn: async (): Promise<T> => {
      const res = await api<{ data: T }>("GET", url, undefined, { cache: "no-store" });
      if (!res.ok) throw new Error(res.message);
      return res.data.data;
    },
  });
  return {
    data: q.data ?? null,
    error: q.error ? q.error.message : null,
    reload: async () => void (await q.refetch()),
  };
}
