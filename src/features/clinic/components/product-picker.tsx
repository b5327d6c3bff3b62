"use client";
import { useEffect, useId, useState } from "react";
import { api } from "@/lib/api-client";

export type PickedProduct = { id: number; name: string; sku: string; vendor: string };
type Hit = { id: number; product_type: string; name: string; sku: string | null; vendor_name: string };

/**
 * Finds a product by name or SKU through the catalog's search (as the buyer sees it), or takes a typed
 * SKU as it is: a clinic never needs to know an internal id.
 */
export function ProductPicker({
  picked,
  onPick,
}: {
  picked: PickedProduct | null;
  onPick: (p: PickedProduct | null, typed: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [hits, setHits] = useState<Hit[]>([]);
  const [state, setState] = useState<"idle" | "loading" | "done" | "error">("idle");

  useEffect(() => {
    const query = text.trim();
    if (picked || query.length < 2) return;
    const ctrl = new AbortController();
    // a short pause, so a word typed letter by letter asks once
    const wait = setTimeout(() => {
      setState("loading");
      void api<{ data?: Hit[] }>("GET", `/api/search?search_input=${encodeURIComponent(query)}`, undefined, {
        signal: ctrl.signal,
      })
        .then((res) => {
          setHits(res.ok ? (res.data.data ?? []).filter((h) => h.product_type === "product") : []);
          setState(res.ok ? "done" : "error");
        })
        .catch(() => undefined);
    }, 250);
    return () => {
      clearTimeout(wait);
      ctrl.abort();
    };
  }, [text, picked]);

  if (picked)
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span>
          <span className="font-medium">{picked.name}</span>{" "}
          <span className="text-slate-500">
            ({picked.sku} · {picked.vendor})
          </span>
        </span>
        <button type="button" className="text-brand-700 underline" onClick={() => onPick(null, "")}>
          Choose another
        </button>
      </p>
    );
  const asked = text.trim().length >= 2;
  const shown = asked ? hits : [];
  return (
    <div className="w-full space-y-1 text-sm">
      <label htmlFor={id} className="block">
        Product name or SKU
      </label>
      <input
        id={id}
        className="input w-full"
        value={text}
        autoComplete="off"
        placeholder="e.g. gauze sponges, or SKU-1234"
        onChange={(e) => {
          setText(e.target.value);
          onPick(null, e.target.value);
        }}
      />
      {asked && state === "loading" && <p className="text-slate-500">Searching…</p>}
      {state === "error" && <p className="text-red-700">Search is not available; type the exact SKU instead.</p>}
      {asked && state === "done" && shown.length === 0 && (
        <p className="text-slate-600">No product found by that name; an exact SKU still works.</p>
      )}
      {shown.length > 0 && (
        <ul
          aria-label="Matching products"
          className="max-h-60 divide-y divide-slate-100 overflow-y-auto rounded border"
        >
          {shown.map((h) => (
            <li key={h.id}>
              <button
                type="button"
                className="block w-full px-2 py-1.5 text-left hover:bg-slate-50"
                onClick={() => onPick({ id: h.id, name: h.name, sku: h.sku ?? "", vendor: h.vendor_name }, text)}
              >
                {h.name}{" "}
                <span className="text-slate-500">
                  ({h.sku} · {h.vendor_name})
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
