"use client";
import { MessageSquare, X } from "lucide-react";
import dynamic from "next/dynamic";
import Link from "@/components/ui/intent-link";
import { usePathname } from "next/navigation";
import { Dialog } from "radix-ui";
import { useEffect, useState } from "react";
import { useViewer, useViewerPending } from "@/features/accounts";
import { badgeCount } from "@/lib/text";
import { signInUrl } from "@/lib/urls";
import { useThreads } from "../client/use-vendor-chat";
import { OPEN_VENDOR_CHAT_EVENT } from "@/features/notifications";
import { withQueries } from "@/components/queries/query-island";

const ChatWindow = dynamic(() => import("./chat-window").then((m) => m.ChatWindow), {
  ssr: false,
  loading: () => (
    <p role="status" className="p-6 text-center text-sm text-slate-500">
      Loading…
    </p>
  ),
});

/** Buyer-side chat with a vendor: a button on the vendor page, opened directly by /vendors/{slug}#chat. */
function VendorChatPanelView({ vendorId, vendorName }: { vendorId: number; vendorName: string }) {
  const viewer = useViewer();
  const pending = useViewerPending();
  const pathname = usePathname() ?? "/";
  const [open, setOpen] = useState(false);
  const { data: threads } = useThreads(Boolean(viewer));
  const unread = threads?.threads.find((t) => t.vendor_id === vendorId)?.unread ?? 0;

  useEffect(() => {
    const sync = () => setOpen(window.location.hash === "#chat");
    const openIfChat = () => {
      if (window.location.hash === "#chat") setOpen(true);
    };
    // A client-side navigation to /vendors/{slug}#chat may update the URL just after this page
    // mounts, and pushState fires no hashchange: look again shortly, and listen for the app's event.
    openIfChat();
    const timers = [setTimeout(openIfChat, 50), setTimeout(openIfChat, 400)];
    window.addEventListener("hashchange", sync);
    window.addEventListener(OPEN_VENDOR_CHAT_EVENT, openIfChat);
    return () => {
      timers.forEach(clearTimeout);
      window.removeEventListener("hashchange", sync);
      window.removeEventListener(OPEN_VENDOR_CHAT_EVENT, openIfChat);
    };
  }, []);

  const change = (next: boolean) => {
    setOpen(next);
    const url = `${window.location.pathname}${window.location.search}${next ? "#chat" : ""}`;
    window.history.replaceState(window.history.state, "", url);
  };

  if (pending) {
    // a member shell before its viewer arrives: the button's place, signed in or not
    return (
      <span aria-hidden className="btn-outline opacity-50">
        <MessageSquare aria-hidden className="h-4 w-4" /> Chat with {vendorName}
      </span>
    );
  }
  if (!viewer) {
    return (
      <Link href={signInUrl(`${pathname}#chat`)} className="btn-outline">
        <MessageSquare aria-hidden className="h-4 w-4" /> Sign in to chat with {vendorName}
      </Link>
    );
  }
  const badge = badgeCount(unread);
  return (
    <Dialog.Root open={open} onOpenChange={change}>
      <Dialog.Trigger asChild>
        <button type="button" className="btn-outline relative">
          <MessageSquare aria-hidden className="h-4 w-4" /> Chat with {vendorName}
          {badge && (
            <span
              className="ml-1 rounded-full bg-sale px-1.5 text-[11px] font-bold leading-5 text-white"
              aria-label={`${badge} unread`}
            >
              {badge}
            </span>
          )}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-overlay bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-overlay flex h-[85vh] flex-col overflow-hidden rounded-t-xl bg-white shadow-2xl sm:inset-x-auto sm:bottom-4 sm:right-4 sm:h-[560px] sm:w-[400px] sm:rounded-xl"
        >
          <div className="flex items-center justify-between border-b border-slate-200 bg-brand-700 px-4 py-3 text-white">
            <Dialog.Title className="text-base font-semibold">Chat with {vendorName}</Dialog.Title>
            <Dialog.Close className="rounded p-1 hover:bg-brand-800" aria-label="Close chat">
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          {open && <ChatWindow vendorId={vendorId} vendorName={vendorName} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Loaded on demand, so it brings the page's query cache with it. */
export const VendorChatPanel = withQueries(VendorChatPanelView);
