"use client";
import { useEffect } from "react";
import { HelpChatLauncher } from "@/features/assistant/components/help-chat-launcher";
import { BackToTop } from "@/features/shell/components/back-to-top";
import { CookieNotice } from "@/features/shell/components/cookie-notice";
import { CountdownBanner } from "@/features/shell/components/countdown-banner";
import { HideOnMeeting } from "@/features/shell/components/hide-on-meeting";

/** The shell's late widgets, one chunk loaded by LateWidgets once the page has settled. */
export function ShellWidgets({ onMounted }: { onMounted: () => void }) {
  // children's effects run first: their listeners are up when this says mounted
  useEffect(onMounted, [onMounted]);
  return (
    <>
      {/* /video-meeting has no help chat button (SPEC §2) */}
      <HideOnMeeting>
        <HelpChatLauncher />
      </HideOnMeeting>
      <HideOnMeeting>
        <CountdownBanner />
      </HideOnMeeting>
      <CookieNotice />
      <BackToTop />
    </>
  );
}
