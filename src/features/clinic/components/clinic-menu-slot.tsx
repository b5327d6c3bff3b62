"use client";
import dynamic from "next/dynamic";

// The switcher's code (and its request for the viewer's clinics) loads only when the account menu opens.
const ClinicMenuSection = dynamic(() => import("./clinic-menu-section").then((m) => m.ClinicMenuSection), {
  ssr: false,
});

/** What the layout hands the account menu: the "Acting for" clinic and location choice. */
export function ClinicMenuSlot() {
  return <ClinicMenuSection />;
}
