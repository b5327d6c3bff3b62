"use client";
import dynamic from "next/dynamic";
import { usePathname, useRouter } from "next/navigation";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Search } from "lucide-react";
import { openQuickView } from "@/features/catalog";
import {
  BLANK_SEARCH_MESSAGE,
  QUICK_VIEW_DELAY_MS,
  SEARCH_CLOSE_DELAY_MS,
  SEARCH_MAX_LENGTH,
  VALIDATION_MESSAGE_MS,
  isOnProductPage,
  isValidSearch,
  searchResultsPath,
} from "../rules";
import { useTypeAhead } from "./use-type-ahead";

const DESKTOP_QUERY = "(min-width: 768px)";

// The results panel opens only once the buyer types: its code is fetched on the first focus.
const loadPanel = () => import("./search-panel");
const SearchPanel = dynamic(() => loadPanel().then((m) => m.SearchPanel), { ssr: false });

/**
 * Header search with type-ahead (SPEC §4, §5, §9). `variant="overlay"` is the
 * full-width phone layout: results flow under the input, no backdrop,
 * and clearing the text keeps the panel open (the 1.5 s close is desktop only).
 */
export function SearchBar({
  variant = "header",
  initialText = "",
  autoFocus = false,
  onDone,
}: {
  variant?: "header" | "overlay";
  initialText?: string;
  autoFocus?: boolean;
  onDone?: () => void;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [eyeSlug, setEyeSlug] = useState<string | null>(null);
  const { status, results, search, cancel } = useTypeAhead();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const stopCloseTimer = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const close = useCallback(() => {
    stopCloseTimer();
    setOpen(false);
    setEyeSlug(null);
  }, []);
  const later = (fn: () => void, ms: number) => timers.current.push(setTimeout(fn, ms));

  // Navigation closes the panel (SPEC §4): adjust state while rendering, as React advises for derived resets.
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpen(false);
    setEyeSlug(null);
  }
  useEffect(
    () => () => {
      stopCloseTimer();
      timers.current.forEach(clearTimeout);
    },
    [],
  );

  function onChange(value: string) {
    setText(value);
    setMessage(null);
    stopCloseTimer();
    search(value);
    if (isValidSearch(value)) {
      setOpen(true);
    } else if (variant === "header" && window.matchMedia(DESKTOP_QUERY).matches) {
      closeTimer.current = setTimeout(() => setOpen(false), SEARCH_CLOSE_DELAY_MS);
    }
  }

  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (!isValidSearch(text)) {
      cancel();
      close(); // the message sits where the panel would be
      setMessage(BLANK_SEARCH_MESSAGE);
      later(() => setMessage(null), VALIDATION_MESSAGE_MS);
      inputRef.current?.focus();
      return;
    }
    close();
    inputRef.current?.blur();
    onDone?.();
    router.push(searchResultsPath(text));
  }

  function onQuickView(slug: string) {
    setEyeSlug(slug);
    later(() => {
      close();
      onDone?.();
      if (!isOnProductPage(window.location.pathname, slug)) openQuickView(slug);
    }, QUICK_VIEW_DELAY_MS);
  }

  const panelId = `${id}-results`;
  const overlay = variant === "overlay";
  return (
    <div className="relative w-full">
      {open && !overlay && (
        <div
          aria-hidden
          data-testid="search-backdrop"
          onClick={close}
          className="fixed inset-0 z-dropdown bg-slate-900/30"
        />
      )}
      <form role="search" onSubmit={onSubmit} className="relative z-dropdown" noValidate>
        <label htmlFor={`${id}-input`} className="sr-only">
          Search products
        </label>
        <input
          id={`${id}-input`}
          ref={inputRef}
          type="search"
          value={text}
          maxLength={SEARCH_MAX_LENGTH}
          autoFocus={autoFocus}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Search products, brands, SKUs…"
          className="input pr-11"
          aria-controls={open ? panelId : undefined}
          aria-describedby={message ? `${id}-msg` : undefined}
          onChange={(e) => onChange(e.target.value)}
          onFocus={() => {
            void loadPanel();
            if (isValidSearch(text) && status !== "empty") setOpen(true);
          }}
          onKeyDown={(e) => {
            if (e.key === "Escape") close();
          }}
        />
        <button
          type="submit"
          aria-label="Search"
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-slate-500 hover:text-brand-700"
        >
          <Search className="h-5 w-5" aria-hidden />
        </button>
        {message && (
          <p
            id={`${id}-msg`}
            role="alert"
            className="absolute left-0 top-full z-50 mt-1 rounded bg-white px-2 py-1 text-sm font-medium text-red-700 shadow"
          >
            {message}
          </p>
        )}
      </form>
      {open && (
        <SearchPanel
          id={panelId}
          overlay={overlay}
          status={status}
          text={text}
          results={results}
          eyeSlug={eyeSlug}
          onPick={() => {
            close();
            onDone?.();
          }}
          onQuickView={onQuickView}
        />
      )}
    </div>
  );
}
