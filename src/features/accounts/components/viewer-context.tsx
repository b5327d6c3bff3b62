"use client";
import { createContext, useContext } from "react";
import type { Viewer } from "../server/session";

const ViewerContext = createContext<Viewer | null>(null);

/** The signed-in buyer as the server saw them on this request; null for a visitor. */
export function ViewerProvider({ viewer, children }: { viewer: Viewer | null; children: React.ReactNode }) {
  return <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>;
}

export function useViewer(): Viewer | null {
  return useContext(ViewerContext);
}
