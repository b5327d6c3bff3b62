"use client";
import { useEffect } from "react";
import { isLeavingClick } from "./leaving-click";

/**
 * While `dirty`, asks before the page is left: the browser's own question on reload, close or a typed
 * address (beforeunload), and `message` on a click on a link that leaves (in-app links included: the
 * listener runs before the router's, and a "stay" stops the click from reaching it).
 */
export function useUnsavedWarning(dirty: boolean, message: string) {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = ""; // older browsers show their question only when this is set
    };
    const onClick = (e: MouseEvent) => {
      const a = e.target instanceof Element ? e.target.closest("a[href]") : null;
      if (!(a instanceof HTMLAnchorElement)) return;
      const link = { href: a.href, target: a.target, hasDownload: a.hasAttribute("download") };
      if (!isLeavingClick(e, link, window.location.href) || window.confirm(message)) return;
      e.preventDefault();
      e.stopPropagation();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("click", onClick, true);
    };
  }, [dirty, message]);
}
