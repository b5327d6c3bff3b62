"use client";

/** Floating help button and Anna chat, loaded lazily (assistant feature). */
export function HelpChatLauncher() {
  return null;
}
