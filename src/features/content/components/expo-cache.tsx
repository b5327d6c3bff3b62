"use client";
import { useEffect } from "react";

/** Caches expo data while inside the expo area; the shell clears it on leaving (SPEC §4). */
export function ExpoCache({
  upcoming,
  speakers,
  categories,
}: {
  upcoming: string[];
  speakers: string[];
  categories: string[];
}) {
  useEffect(() => {
    localStorage.setItem("virtualExpoUpcoming", JSON.stringify(upcoming));
    localStorage.setItem("expoSpeakers", JSON.stringify(speakers));
    localStorage.setItem("expoCategories", JSON.stringify(categories));
  }, [upcoming, speakers, categories]);
  return null;
}
