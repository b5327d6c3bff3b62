"use client";
import { createContext, useContext } from "react";

/** The account menu's item style, for items another feature adds to the menu (see `menuExtra`). */
export const ACCOUNT_MENU_ITEM =
  "block cursor-pointer rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800";

const CloseAccountMenu = createContext<() => void>(() => undefined);
export const CloseAccountMenuProvider = CloseAccountMenu.Provider;

/** Closes the open account menu: for an added item that finishes its work after being chosen. */
export function useCloseAccountMenu(): () => void {
  return useContext(CloseAccountMenu);
}
