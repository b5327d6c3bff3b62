"use client";
import { WifiOff } from "lucide-react";
import { useEffect, useState } from "react";
import { publicConfig } from "@/lib/public-config";

export const OFFLINE_TITLE = "503 - No Internet Connection";
export const OFFLINE_TEXT = "You look like to be offline. Check your internet connection.";

/**
 * While the browser is offline the 503 page covers the current page; coming back
 * online restores it untouched. Also registers the service worker that keeps the
 * shell available on a real disconnect.
 */
export function OfflineGate() {
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    if ("serviceWorker" in navigator && publicConfig.production) {
      navigator.serviceWorker.register("/sw.js").catch(() => undefined);
    }
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);
  useEffect(() => {
    document.body.style.overflow = offline ? "hidden" : "";
  }, [offline]);
  if (!offline) return null;
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="offline-title"
      aria-describedby="offline-text"
      className="fixed inset-0 z-blocking flex flex-col items-center justify-center gap-3 bg-white px-6 text-center"
    >
      <WifiOff className="size-12 text-slate-400" aria-hidden />
      <h1 id="offline-title" className="text-2xl font-bold">
        {OFFLINE_TITLE}
      </h1>
      <p id="offline-text" className="text-slate-600">
        {OFFLINE_TEXT}
      </p>
    </div>
  );
}
