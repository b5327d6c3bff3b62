"use client";
import { Menu } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";

const loadDrawer = () => import("./shop-by-drawer");
const ShopByDrawer = dynamic(() => loadDrawer().then((m) => m.ShopByDrawer), { ssr: false });

/** Header button opening the shop-by drawer; its code starts loading when the pointer or focus arrives. */
export function ShopByTrigger() {
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  return (
    <>
      <button
        type="button"
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setOpenedAt(performance.now());
          setOpen(true);
        }}
        aria-haspopup="dialog"
        aria-label="Shop by department, vendor or provider"
        className="inline-flex items-center gap-1 rounded p-2 text-sm font-semibold hover:bg-slate-100"
      >
        <Menu className="size-5" aria-hidden />
        <span className="hidden lg:inline">All</span>
      </button>
      {open && <ShopByDrawer open={open} onOpenChange={setOpen} openedAt={openedAt} />}
    </>
  );
}
