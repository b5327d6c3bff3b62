"use client";
import { errorId, invalidProps, type FieldErrors } from "../form-errors";
import type { SetItemInput, VariationInput } from "../schema";

function RowError({ errors, field }: { errors: FieldErrors; field: string }) {
  return errors[field] ? (
    <span id={errorId(field)} className="mt-1 block text-xs font-medium text-red-700">
      {errors[field]}
    </span>
  ) : null;
}

/** A variation row as typed: text until the schema reads it. */
export type VariationRow = {
  sku: string;
  caption: string;
  price_catalog: string;
  price_discounted: string;
  quantity: string;
  minimum_order: string;
  max_quantity_threshold: string;
  sample_product: boolean;
};
export type SetItemRow = { name: string; sku: string; qty: string };

const str = (v: number | null | undefined) => (v === null || v === undefined ? "" : String(v));
const num = (v: string) => (v.trim() === "" ? null : Number(v));

export const variationRows = (list: VariationInput[] | undefined): VariationRow[] =>
  (list ?? []).map((v) => ({
    sku: v.sku,
    caption: v.caption,
    price_catalog: str(v.price_catalog),
    price_discounted: str(v.price_discounted),
    quantity: str(v.quantity),
    minimum_order: str(v.minimum_order),
    max_quantity_threshold: str(v.max_quantity_threshold),
    sample_product: v.sample_product,
  }));
export const setItemRows = (list: SetItemInput[] | undefined): SetItemRow[] =>
  (list ?? []).map((s) => ({ name: s.name, sku: s.sku, qty: String(s.qty) }));

/** The rows as the schema reads them; blank rows are dropped. */
export const variationsBody = (rows: VariationRow[]) =>
  rows
    .filter((r) => r.sku.trim() || r.caption.trim())
    .map((r) => ({
      sku: r.sku,
      caption: r.caption,
      price_catalog: num(r.price_catalog),
      price_discounted: num(r.price_discounted),
      quantity: num(r.quantity),
      minimum_order: num(r.minimum_order),
      max_quantity_threshold: num(r.max_quantity_threshold),
      sample_product: r.sample_product,
    }));
export const setItemsBody = (rows: SetItemRow[]) =>
  rows.filter((r) => r.name.trim() || r.sku.trim()).map((r) => ({ name: r.name, sku: r.sku, qty: num(r.qty) }));

const EMPTY_VARIATION: VariationRow = {
  sku: "",
  caption: "",
  price_catalog: "",
  price_discounted: "",
  quantity: "0",
  minimum_order: "",
  max_quantity_threshold: "",
  sample_product: false,
};

/** Options the storefront shows as sub-products; each has its own SKU, price and stock. */
export function VariationFields(props: {
  rows: VariationRow[];
  onChange: (rows: VariationRow[]) => void;
  canChangePrices: boolean;
  errors: FieldErrors;
}) {
  const { rows, onChange, canChangePrices, errors } = props;
  const set = (i: number, patch: Partial<VariationRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const input = (i: number, key: keyof Omit<VariationRow, "sample_product">, label: string, priced = false) => (
    <label className="text-sm">
      {label}
      <input
        value={rows[i]![key]}
        onChange={(e) => set(i, { [key]: e.target.value })}
        aria-label={`Variation ${i + 1} ${label.toLowerCase()}`}
        readOnly={priced && !canChangePrices}
        inputMode={key.startsWith("price") ? "decimal" : key === "sku" || key === "caption" ? undefined : "numeric"}
        className="input mt-1 block w-full read-only:bg-slate-50"
        {...invalidProps(errors, `variations.${i}.${key}`)}
      />
      <RowError errors={errors} field={`variations.${i}.${key}`} />
    </label>
  );
  return (
    <fieldset className="card space-y-3 p-4">
      <legend className="px-1 font-semibold">Variations</legend>
      <RowError errors={errors} field="variations" />
      <p className="text-sm text-slate-600">
        Options buyers choose between (size, pack, strength). Leave empty for a single product.
      </p>
      {rows.map((_, i) => (
        <div key={i} className="grid gap-2 border-t pt-3 sm:grid-cols-4">
          {input(i, "caption", "Option")}
          {input(i, "sku", "SKU")}
          {input(i, "price_catalog", "Price ($)", true)}
          {input(i, "price_discounted", "Discounted price ($)", true)}
          {input(i, "quantity", "Stock")}
          {input(i, "minimum_order", "Minimum order")}
          {input(i, "max_quantity_threshold", "Threshold")}
          <div className="flex items-end justify-between gap-2 text-sm">
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={rows[i]!.sample_product}
                onChange={(e) => set(i, { sample_product: e.target.checked })}
              />
              Samples<span className="sr-only"> of variation {i + 1}</span>
            </label>
            <button type="button" className="btn-outline" onClick={() => onChange(rows.filter((__, j) => j !== i))}>
              Remove<span className="sr-only"> variation {i + 1}</span>
            </button>
          </div>
        </div>
      ))}
      {canChangePrices && (
        <button type="button" className="btn-outline" onClick={() => onChange([...rows, { ...EMPTY_VARIATION }])}>
          Add a variation
        </button>
      )}
    </fieldset>
  );
}

/** What a set product contains, as its product page lists it. */
export function SetItemFields(props: {
  rows: SetItemRow[];
  onChange: (rows: SetItemRow[]) => void;
  errors: FieldErrors;
}) {
  const { rows, onChange, errors } = props;
  const set = (i: number, patch: Partial<SetItemRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className="card space-y-2 p-4">
      <legend className="px-1 font-semibold">Set contents</legend>
      <RowError errors={errors} field="set_items" />
      <p className="text-sm text-slate-600">For a kit or set: the items in the box. Leave empty otherwise.</p>
      {rows.map((r, i) => (
        <div key={i} className="flex flex-wrap items-end gap-2">
          <label className="min-w-0 flex-1 text-sm">
            Item
            <input
              value={r.name}
              onChange={(e) => set(i, { name: e.target.value })}
              aria-label={`Set item ${i + 1} name`}
              {...invalidProps(errors, `set_items.${i}.name`)}
              className="input mt-1 block w-full"
            />
            <RowError errors={errors} field={`set_items.${i}.name`} />
          </label>
          <label className="text-sm">
            SKU
            <input
              value={r.sku}
              onChange={(e) => set(i, { sku: e.target.value })}
              aria-label={`Set item ${i + 1} SKU`}
              {...invalidProps(errors, `set_items.${i}.sku`)}
              className="input mt-1 block w-32"
            />
            <RowError errors={errors} field={`set_items.${i}.sku`} />
          </label>
          <label className="text-sm">
            Quantity
            <input
              value={r.qty}
              inputMode="numeric"
              onChange={(e) => set(i, { qty: e.target.value })}
              aria-label={`Set item ${i + 1} quantity`}
              {...invalidProps(errors, `set_items.${i}.qty`)}
              className="input mt-1 block w-20"
            />
            <RowError errors={errors} field={`set_items.${i}.qty`} />
          </label>
          <button type="button" className="btn-outline" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
            Remove<span className="sr-only"> set item {i + 1}</span>
          </button>
        </div>
      ))}
      <button
        type="button"
        className="btn-outline"
        onClick={() => onChange([...rows, { name: "", sku: "", qty: "1" }])}
      >
        Add a set item
      </button>
    </fieldset>
  );
}
