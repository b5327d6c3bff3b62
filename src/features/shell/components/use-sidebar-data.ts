"use client";
import { api } from "@/lib/api-client";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { sidebarDelayLeft } from "../rules";
import type { SidebarDepartment, SidebarLink } from "../category-filter";

export type SidebarData = {
  shop_by_department: SidebarDepartment[];
  vendors: SidebarLink[];
  serviceProviders: SidebarLink[];
};

/**
 * GET /api/mainSideBar, first requested 500 ms after a drawer opens (SPEC §4), then cached.
 * `openedAt` (performance.now() of the click) keeps the 500 ms from growing by the drawer's load time.
 */
export function useSidebarData(open: boolean, openedAt?: number | null) {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    if (!open || armed) return;
    const t = setTimeout(() => setArmed(true), sidebarDelayLeft(openedAt, performance.now()));
    return () => clearTimeout(t);
  }, [open, armed, openedAt]);
  return useQuery({
    queryKey: ["mainSideBar"],
    enabled: armed,
    staleTime: 5 * 60_000,
    queryFn: async (): Promise<SidebarData> => {
      const res = await api<SidebarData>("GET", "/api/mainSideBar");
      if (!res.ok) throw new Error("sidebar failed");
      return res.data;
    },
  });
}
