"use client";
import { api } from "@/lib/api-client";
import { useQuery } from "@tanstack/react-query";
import { Coins } from "lucide-react";
import Link from "@/components/ui/intent-link";
import { useEffect, useState } from "react";
import { coinDisplay } from "@/lib/text";
import { NEW_COINS_KEY } from "../auth-client";
import { showsCoins } from "../viewer-rules";
import { useViewer } from "./viewer-context";
import { withQueries } from "@/components/queries/query-island";

/**
 * Header coin balance link (hidden for visitors and sales reps). Features that award coins
 * invalidate the ["coins"] query; a fresh sign-in reward shows a short '+n' badge.
 */
function CoinBalanceView() {
  const viewer = useViewer();
  const [fresh, setFresh] = useState(0);
  const enabled = showsCoins(viewer);
  const { data: coins } = useQuery({
    queryKey: ["coins"],
    enabled,
    initialData: viewer?.coins ?? 0,
    staleTime: Infinity,
    queryFn: async () => {
      const res = await api<{ customer: { coins: number } }>("GET", `/api/user/get-profile/${viewer!.id}`);
      return res.ok ? res.data.customer.coins : (viewer?.coins ?? 0);
    },
  });

  useEffect(() => {
    const n = Number(sessionStorage.getItem(NEW_COINS_KEY) ?? 0);
    if (!n) return;
    sessionStorage.removeItem(NEW_COINS_KEY);
    const show = window.setTimeout(() => setFresh(n), 0);
    const hide = window.setTimeout(() => setFresh(0), 4000);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(hide);
    };
  }, []);

  if (!enabled || !viewer) return null;
  return (
    <Link
      href={`/dashboard/user/${viewer.id}/coins`}
      className="relative flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 text-sm font-semibold text-amber-900 hover:bg-amber-100"
      title={`${coins} coins`}
    >
      <Coins aria-hidden className="size-4" />
      <span className="sr-only">Coins: </span>
      <span data-testid="coin-balance">{coinDisplay(coins)}</span>
      {fresh > 0 && (
        <span
          className="absolute -top-2 -right-2 rounded-full bg-brand-600 px-1.5 text-xs text-white motion-safe:animate-bounce"
          role="status"
        >
          <span aria-hidden>+{fresh}</span>
          <span className="sr-only">{fresh} new coins</span>
        </span>
      )}
    </Link>
  );
}

/** Loaded on demand, so it brings the page's query cache with it. */
export const CoinBalance = withQueries(CoinBalanceView);
