"use client";
import { usePathname } from "next/navigation";
import { isBareMeetingPath } from "../page-rules";

/** Renders its children everywhere except /video-meeting (no help chat, announcement bar or footer widget). */
export function HideOnMeeting({ children }: { children: React.ReactNode }) {
  return isBareMeetingPath(usePathname()) ? null : <>{children}</>;
}
