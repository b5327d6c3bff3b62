"use client";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { EXPO_CACHE_KEYS, dynamicLinkTarget, isExpoPath } from "../page-rules";

/**
 * Page-level effects of the shell: leaving the virtual-expo area clears cached
 * expo data, and links inside dynamic content ([data-dynamic-content]) open in a
 * new tab except on /shop-now.
 */
export function ShellEffects() {
  const pathname = usePathname();
  useEffect(() => {
    if (!isExpoPath(pathname)) for (const key of EXPO_CACHE_KEYS) localStorage.removeItem(key);
    const target = dynamicLinkTarget(pathname);
    for (const a of document.querySelectorAll<HTMLAnchorElement>("[data-dynamic-content] a[href]")) {
      if (target) {
        a.target = target;
        a.rel = "noopener noreferrer";
      } else {
        a.removeAttribute("target");
      }
    }
  }, [pathname]);
  return null;
}
