"use client";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";

type Result = { added: unknown[]; unavailable: { name: string; reason: string }[] };

/** Everything below par into the location's cart in one action; what could not be added says why. */
export function AddBelowParButton({ locationId, location }: { locationId: number; location: string }) {
  const m = useMutation({ refresh: true, invalidate: [["cart"]] });
  const add = async () => {
    const res = await m.run<{ data: Result }>("POST", "/api/clinic/inventory/below-par/cart", {
      location_id: locationId,
    });
    if (res.ok && res.data.data.unavailable.length)
      m.show(
        `${res.message ?? ""} Not added: ${res.data.data.unavailable.map((u) => `${u.name} (${u.reason})`).join("; ")}`,
        "info",
      );
  };
  return (
    <span className="inline-flex flex-col gap-1">
      <button type="button" className="btn-primary" disabled={m.pending} onClick={add}>
        {m.pending ? "Adding…" : `Add all to ${location}'s cart`}
      </button>
      <Notice look="line" notice={m.notice} />
    </span>
  );
}
