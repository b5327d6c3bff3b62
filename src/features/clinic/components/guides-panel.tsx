"use client";
import { useState } from "react";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";
import { ProductPicker, type PickedProduct } from "./product-picker";
import { useClinicData } from "./use-clinic-api";
import { formatDollars } from "@/lib/money";

type GuideItem = { id: number; product_id: number; name: string; sku: string; par_level: number };
type Guide = { id: number; name: string; items: GuideItem[] };
type Substitute = { product_id: number; vendor_id: number; name: string; sku: string; price: number };
type AddResult = {
  added: { product_id: number; quantity: number }[];
  unavailable: { product_id: number; name: string; reason: string; substitute: Substitute | null }[];
};

function ParInput({ guideId, item, onDone }: { guideId: number; item: GuideItem; onDone: () => Promise<void> }) {
  const [par, setPar] = useState(String(item.par_level));
  const m = useMutation({ silent: true });
  const save = async () => {
    const res = await m.run("POST", `/api/clinic/guides/${guideId}/items`, {
      product_id: item.product_id,
      par_level: Number(par),
    });
    if (res.ok) await onDone();
  };
  return (
    <li className="flex flex-wrap items-end gap-2 text-sm">
      <span className="flex-1">
        {item.name} <span className="text-slate-500">({item.sku})</span>
      </span>
      <label>
        Par level for {item.name}
        <input className="input ml-2 w-20" type="number" min={1} value={par} onChange={(e) => setPar(e.target.value)} />
      </label>
      <button type="button" className="btn-outline" onClick={() => void save()}>
        Save
      </button>
      <Notice look="line" inline className="w-full" notice={m.notice} />
    </li>
  );
}

function GuideCard({ g, onDone }: { g: Guide; onDone: () => Promise<void> }) {
  const [picked, setPicked] = useState<PickedProduct | null>(null);
  const [typed, setTyped] = useState("");
  const [pickerKey, setPickerKey] = useState(0);
  const [par, setPar] = useState("1");
  const m = useMutation({ silent: true });
  const [result, setResult] = useState<AddResult | null>(null);
  const addItem = async () => {
    // a product chosen from the search, else the text as an exact SKU (the server says if none has it)
    const what = picked ? { product_id: picked.id } : { sku: typed.trim() };
    const res = await m.run<{ data: { name: string; par_level: number; added: boolean } }>(
      "POST",
      `/api/clinic/guides/${g.id}/items`,
      { ...what, par_level: Number(par) },
    );
    if (res.ok) {
      const d = res.data.data;
      m.show(`${d.added ? "Added" : "Updated"} ${d.name} at par ${d.par_level}.`, "success");
      setPicked(null);
      setTyped("");
      setPickerKey((k) => k + 1);
      await onDone();
    }
  };
  const toCart = async () => {
    const res = await m.run<{ data: AddResult }>("POST", `/api/clinic/guides/${g.id}/add-to-cart`, {});
    setResult(res.ok ? res.data.data : null);
  };
  const addSubstitute = async (s: Substitute, quantity: number) => {
    const body = { type: "product", product_id: s.product_id, vendor_id: s.vendor_id, quantity };
    const res = await m.run("POST", "/api/add-cart-app", body);
    if (res.ok) setResult((r) => r && { ...r, unavailable: r.unavailable.filter((u) => u.substitute !== s) });
  };
  return (
    <li aria-label={`Guide ${g.name}`} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{g.name}</p>
        <button type="button" className="btn-primary" onClick={() => void toCart()}>
          Add guide to cart
        </button>
      </div>
      {g.items.length ? (
        <ul className="space-y-2">
          {g.items.map((it) => (
            <ParInput key={it.id} guideId={g.id} item={it} onDone={onDone} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No items yet.</p>
      )}
      <div className="flex flex-col gap-2 text-sm sm:flex-row sm:items-end">
        <div className="flex-1">
          <ProductPicker
            key={pickerKey}
            picked={picked}
            onPick={(p, text) => {
              setPicked(p);
              setTyped(text);
            }}
          />
        </div>
        <label>
          Par level
          <input
            className="input ml-2 w-20"
            type="number"
            min={1}
            value={par}
            onChange={(e) => setPar(e.target.value)}
          />
        </label>
        <button type="button" className="btn-outline" disabled={m.pending} onClick={() => void addItem()}>
          Add to guide
        </button>
      </div>
      {result && (
        <div role="status" className="space-y-1 text-sm">
          <p>
            {result.added.length} item{result.added.length === 1 ? "" : "s"} added to the cart.
          </p>
          {result.unavailable.map((u) => (
            <p key={u.product_id}>
              {u.name}: {u.reason}{" "}
              {u.substitute ? (
                <button
                  type="button"
                  className="underline"
                  onClick={() =>
                    void addSubstitute(
                      u.substitute!,
                      g.items.find((i) => i.product_id === u.product_id)?.par_level ?? 1,
                    )
                  }
                >
                  Add substitute {u.substitute.name} ({formatDollars(u.substitute.price)})
                </button>
              ) : (
                "No substitute in stock."
              )}
            </p>
          ))}
        </div>
      )}
      <Notice look="line" className="text-sm" notice={m.notice} />
    </li>
  );
}

/** The clinic's order guides: par levels, and the whole guide into the cart with substitutes for what is out. */
export function GuidesPanel() {
  const { data, error, reload } = useClinicData<Guide[]>("/api/clinic/guides");
  const [name, setName] = useState("");
  const m = useMutation({ silent: true });
  const create = async (e: React.FormEvent) => {
    e.preventDefault();
    const res = await m.run("POST", "/api/clinic/guides", { name });
    if (res.ok) {
      setName("");
      await reload();
    }
  };
  if (error) return <p role="alert">{error}</p>;
  if (!data) return <p>Loading…</p>;
  return (
    <section aria-labelledby="guides-title" className="space-y-4">
      <h2 id="guides-title" className="text-lg font-semibold">
        Order guides
      </h2>
      {data.length ? (
        <ul className="space-y-3">
          {data.map((g) => (
            <GuideCard key={g.id} g={g} onDone={reload} />
          ))}
        </ul>
      ) : (
        <p className="text-slate-600">No order guides yet.</p>
      )}
      <form onSubmit={(e) => void create(e)} className="flex flex-wrap items-end gap-2 text-sm">
        <label>
          New guide name
          <input className="input ml-2" value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <button type="submit" className="btn-primary">
          Create guide
        </button>
        <Notice look="line" className="w-full" notice={m.notice} />
      </form>
    </section>
  );
}
