"use client";
import { useEffect } from "react";
import { VENDOR_IDS_KEY } from "@/features/cart";

/** Mounted on /order-placed: the stored vendor list is cleared there and when leaving (SPEC §2). */
export function ClearVendorIds() {
  useEffect(() => {
    localStorage.removeItem(VENDOR_IDS_KEY);
    return () => localStorage.removeItem(VENDOR_IDS_KEY);
  }, []);
  return null;
}
