"use client";
import { DropdownMenu } from "radix-ui";
import { ACCOUNT_MENU_ITEM, useCloseAccountMenu } from "@/features/accounts";
import { activeValue, showSwitcher, switchOptions, type ClinicChoice } from "../switcher";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";
import { useClinicData } from "./use-clinic-api";
import { withQueries } from "@/components/queries/query-island";

/**
 * The account menu's "Acting for" choice, for members of several clinics or of a clinic with several
 * locations. Switching changes this session's location, so the cart (its header count included) and
 * the clinic pages show that location's. Lives in the lazily loaded menu: no cost on first load.
 */
function ClinicMenuSectionView() {
  const close = useCloseAccountMenu();
  const { data } = useClinicData<ClinicChoice>("/api/clinic");
  // a product's in-cart count is the location's, like the cart and the clinic pages
  const m = useMutation({ silent: true, invalidate: [["clinic"], ["cart"], ["product-view"]], refresh: true });
  const busy = m.pending;
  if (!showSwitcher(data)) return null;
  const options = switchOptions(data);
  const choose = async (value: string) => {
    const o = options.find((x) => x.value === value);
    if (!o || busy) return;
    if (value === activeValue(data)) return close();
    const res = await m.run("POST", "/api/clinic/switch", { clinic_id: o.clinicId, location_id: o.locationId });
    if (res.ok) close();
  };
  return (
    <>
      <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
      <DropdownMenu.Label className="px-3 py-1.5 text-xs text-slate-500">Acting for</DropdownMenu.Label>
      <DropdownMenu.RadioGroup value={activeValue(data) ?? ""} aria-label="Acting for">
        {options.map((o) => (
          <DropdownMenu.RadioItem
            key={o.value}
            value={o.value}
            disabled={busy}
            className={`${ACCOUNT_MENU_ITEM} data-[state=checked]:font-semibold`}
            // stays open while switching, so a refusal can be read here
            onSelect={(e) => {
              e.preventDefault();
              void choose(o.value);
            }}
          >
            {o.label}
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
      <Notice look="line" className="max-w-56 px-3 py-1.5 text-xs" notice={m.notice} />
    </>
  );
}

/** Loaded on demand, so it brings the page's query cache with it. */
export const ClinicMenuSection = withQueries(ClinicMenuSectionView);
