"use client";
/* eslint-disable @typescript-eslint/no-require-imports -- the server draws each island with its own
   copy, required where `typeof window` is "undefined", a branch the browser's bundle drops
   (components/islands/lazy-component) */
import { hydrateOnUse } from "@/components/islands/later";

// Header and footer pieces that nobody uses on arrival: their HTML comes from the server and their
// code once the page is in use (components/islands). A member shell counts as in use from the start
// and its late viewer arrives in a transition, so the mobile bar's signed-in cells never lose their HTML.
export const NavBar = hydrateOnUse(
  () => import("./nav-bar").then((m) => m.NavBar),
  typeof window === "undefined" ? require("./nav-bar").NavBar : undefined,
);
export const ShopByTrigger = hydrateOnUse(
  () => import("./shop-by-trigger").then((m) => m.ShopByTrigger),
  typeof window === "undefined" ? require("./shop-by-trigger").ShopByTrigger : undefined,
);
export const NewsletterForm = hydrateOnUse(
  () => import("./newsletter-form").then((m) => m.NewsletterForm),
  typeof window === "undefined" ? require("./newsletter-form").NewsletterForm : undefined,
);
export const MobileBar = hydrateOnUse(
  () => import("./mobile-bar").then((m) => m.MobileBar),
  typeof window === "undefined" ? require("./mobile-bar").MobileBar : undefined,
);
