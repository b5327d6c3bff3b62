"use client";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Notice } from "@/components/ui/notice";
import { useMutation } from "@/lib/use-mutation";
import { REGULATORY_CLASSES, regulatoryLabel } from "@/features/compliance";
import { LISTING_SEE_PRICES, listingCreateSchema, listingUpdateSchema, type ListingCreateInput } from "../schema";
import { fieldErrors, invalidProps, type FieldErrors } from "../form-errors";
import { FieldError } from "./field-error";
import { identityBody, ListingIdentityFields } from "./listing-identity-fields";
import {
  SetItemFields,
  VariationFields,
  setItemRows,
  setItemsBody,
  variationRows,
  variationsBody,
} from "./listing-option-fields";

const SEE_PRICE_LABELS: Record<(typeof LISTING_SEE_PRICES)[number], string> = {
  without_login: "Everyone sees the price",
  login: "Signed-in buyers see the price",
  request: "Buyers request a price",
};

type Props = {
  /** null: a new listing */
  id: number | null;
  initial: Partial<ListingCreateInput>;
  categories: { slug: string; label: string }[];
  canChangePrices: boolean;
  /** owners only on an existing listing: lowering the class waits for the marketplace's review */
  canChangeClass: boolean;
  reviewFirst: boolean;
};

type Saved = { id?: number; status?: string; message?: string; regulatory_class_change?: { kind: string } };

const num = (v: FormDataEntryValue | null) => (v === null || String(v).trim() === "" ? null : Number(v));

/**
 * Create or edit one listing. The same zod schema the vendor API parses checks the form first; the
 * server checks again and decides (staff see prices but cannot change them).
 */
export function ListingForm({ id, initial, categories, canChangePrices, canChangeClass, reviewFirst }: Props) {
  const router = useRouter();
  const m = useMutation({ silent: true });
  const [facts, setFacts] = useState(initial.quick_facts?.length ? initial.quick_facts : [{ type: "", name: "" }]);
  const [variations, setVariations] = useState(() => variationRows(initial.variations));
  const [setItems, setSetItems] = useState(() => setItemRows(initial.set_items));
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  // after a refused submit, the first field with a problem (in the order the form shows them) takes focus
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  const bad = (field: string) => invalidProps(errors, field);
  const describedBy = (field: string, hint: string | null) =>
    [bad(field)["aria-describedby"], hint].filter(Boolean).join(" ") || undefined;

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const body = {
      name: f.get("name"),
      ...(id === null && { sku: f.get("sku") }),
      category: f.get("category"),
      brand: f.get("brand"),
      short_description: f.get("short_description"),
      description: f.get("description"),
      ...(canChangePrices && {
        price_catalog: num(f.get("price_catalog")),
        price_discounted: num(f.get("price_discounted")),
        price_discounted_end: String(f.get("price_discounted_end") ?? "") || null,
      }),
      see_price: f.get("see_price"),
      level: num(f.get("level")),
      quantity: num(f.get("quantity")),
      minimum_order: num(f.get("minimum_order")),
      max_quantity_threshold: num(f.get("max_quantity_threshold")),
      sample_product: f.get("sample_product") === "on",
      allow_customization: f.get("allow_customization") === "on",
      ...(canChangeClass && { regulatory_class: f.get("regulatory_class") }),
      quick_facts: facts.filter((q) => q.type.trim() || q.name.trim()),
      variations: variationsBody(variations),
      set_items: setItemsBody(setItems),
      status: f.get("status"),
      ...identityBody(f),
    };
    const checked = (id === null ? listingCreateSchema : listingUpdateSchema).safeParse(body);
    if (!checked.success) {
      const found = fieldErrors(checked.error.issues);
      setErrors(found);
      const n = Object.keys(found).length;
      // a problem of the whole listing (no one field) is said at the top
      return m.show(found.form ?? `Please correct ${n === 1 ? "the field" : `the ${n} fields`} marked below.`);
    }
    setErrors({});
    const res = await m.run<Saved>(
      id === null ? "POST" : "PATCH",
      id === null ? "/api/vendor/v1/products" : `/api/vendor/v1/products/${id}`,
      body,
    );
    if (!res.ok) return;
    const json = res.data;
    const waits = json.status === "pending_review" ? " It waits for the marketplace's review before it shows." : "";
    if (id === null) return router.push(`/vendor/listings/${json.id}?created=1`);
    m.show(json.regulatory_class_change?.kind === "lower" && json.message ? json.message : `Saved.${waits}`, "success");
    router.refresh();
  }

  const field = "block text-sm font-medium";
  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      className="space-y-6"
      aria-label={id === null ? "New listing" : "Edit listing"}
      noValidate
    >
      <Notice notice={m.notice} />
      {reviewFirst && (
        <p className="text-sm text-slate-600">
          New and changed listings of your shop are reviewed by the marketplace before they show.
        </p>
      )}
      <fieldset className="card grid gap-4 p-4 sm:grid-cols-2">
        <legend className="px-1 font-semibold">Product</legend>
        <label className={`${field} sm:col-span-2`}>
          Name
          <input name="name" {...bad("name")} required defaultValue={initial.name} className="input mt-1 w-full" />
          <FieldError errors={errors} field="name" />
        </label>
        <label className={field}>
          SKU
          <input
            name="sku"
            {...bad("sku")}
            required
            defaultValue={initial.sku}
            readOnly={id !== null}
            aria-describedby={describedBy("sku", id !== null ? "sku-note" : null)}
            className="input mt-1 w-full read-only:bg-slate-50"
          />
          <FieldError errors={errors} field="sku" />
          {id !== null && (
            <span id="sku-note" className="text-xs font-normal text-slate-500">
              The SKU identifies the listing and cannot change.
            </span>
          )}
        </label>
        <label className={field}>
          Category
          <select
            name="category"
            {...bad("category")}
            required
            defaultValue={initial.category ?? ""}
            className="input mt-1 w-full"
          >
            <option value="" disabled>
              Choose a category
            </option>
            {categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.label}
              </option>
            ))}
          </select>
          <FieldError errors={errors} field="category" />
        </label>
        <label className={field}>
          Brand
          <input name="brand" {...bad("brand")} defaultValue={initial.brand} className="input mt-1 w-full" />
          <FieldError errors={errors} field="brand" />
        </label>
        <label className={field}>
          Regulatory class
          <select
            name="regulatory_class"
            {...bad("regulatory_class")}
            defaultValue={initial.regulatory_class ?? "none"}
            disabled={!canChangeClass}
            aria-describedby={describedBy("regulatory_class", "class-hint")}
            className="input mt-1 w-full"
          >
            {REGULATORY_CLASSES.map((c) => (
              <option key={c} value={c}>
                {regulatoryLabel(c) ?? "None"}
              </option>
            ))}
          </select>
          <FieldError errors={errors} field="regulatory_class" />
          <span id="class-hint" className="mt-1 block text-xs font-normal text-slate-600">
            {!canChangeClass
              ? "Only the shop's owner can change the class."
              : id !== null
                ? "A stricter class applies at once; a looser one waits for the marketplace's review."
                : null}
          </span>
        </label>
        <label className={`${field} sm:col-span-2`}>
          Short description
          <textarea
            name="short_description"
            {...bad("short_description")}
            rows={2}
            defaultValue={initial.short_description}
            className="input mt-1 w-full"
          />
          <FieldError errors={errors} field="short_description" />
        </label>
        <label className={`${field} sm:col-span-2`}>
          Description
          <textarea
            name="description"
            {...bad("description")}
            rows={6}
            defaultValue={initial.description}
            className="input mt-1 w-full"
          />
          <FieldError errors={errors} field="description" />
        </label>
      </fieldset>

      <fieldset className="card grid gap-4 p-4 sm:grid-cols-3" disabled={!canChangePrices}>
        <legend className="px-1 font-semibold">Price</legend>
        {!canChangePrices && (
          <p className="text-sm text-slate-600 sm:col-span-3">
            Your role cannot change prices; ask your shop&apos;s owner.
          </p>
        )}
        <label className={field}>
          Catalog price ($)
          <input
            name="price_catalog"
            {...bad("price_catalog")}
            inputMode="decimal"
            required
            defaultValue={initial.price_catalog}
            className="input mt-1 w-full"
          />
          <FieldError errors={errors} field="price_catalog" />
        </label>
        <label className={field}>
          Discounted price ($)
          <input
            name="price_discounted"
            {...bad("price_discounted")}
            inputMode="decimal"
            defaultValue={initial.price_discounted ?? ""}
            className="input mt-1 w-full"
          />
          <FieldError errors={errors} field="price_discounted" />
        </label>
        <label className={field}>
          Discount ends
          <input
            name="price_discounted_end"
            {...bad("price_discounted_end")}
            type="date"
            defaultValue={initial.price_discounted_end ?? ""}
            className="input mt-1 w-full"
          />
          <FieldError errors={errors} field="price_discounted_end" />
        </label>
      </fieldset>

      <fieldset className="card grid gap-4 p-4 sm:grid-cols-3">
        <legend className="px-1 font-semibold">Who sees the price, stock and ordering</legend>
        <label className={field}>
          See price
          <select
            name="see_price"
            {...bad("see_price")}
            defaultValue={initial.see_price ?? "without_login"}
            className="input mt-1 w-full"
          >
            {LISTING_SEE_PRICES.map((s) => (
              <option key={s} value={s}>
                {SEE_PRICE_LABELS[s]}
              </option>
            ))}
          </select>
          <FieldError errors={errors} field="see_price" />
        </label>
        <label className={field}>
          Level (1–5)
          <input
            name="level"
            {...bad("level")}
            type="number"
            min={1}
            max={5}
            defaultValue={initial.level ?? 1}
            className="input mt-1 w-full"
          />
          <FieldError errors={errors} field="level" />
        </label>
        <label className={field}>
          Stock
          <input
            name="quantity"
            {...bad("quantity")}
            type="number"
            min={0}
            required
            defaultValue={initial.quantity ?? 0}
            className="input mt-1 w-full"
          />
          <FieldError errors={errors} field="quantity" />
        </label>
        <label className={field}>
          Minimum order
          <input
            name="minimum_order"
            {...bad("minimum_order")}
            type="number"
            min={1}
            defaultValue={initial.minimum_order ?? ""}
            className="input mt-1 w-full"
          />
          <FieldError errors={errors} field="minimum_order" />
        </label>
        <label className={field}>
          Threshold (most per order)
          <input
            name="max_quantity_threshold"
            {...bad("max_quantity_threshold")}
            type="number"
            min={1}
            defaultValue={initial.max_quantity_threshold ?? ""}
            className="input mt-1 w-full"
          />
          <FieldError errors={errors} field="max_quantity_threshold" />
        </label>
        <div className="space-y-2 text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" name="sample_product" defaultChecked={initial.sample_product} /> Samples available
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="allow_customization" defaultChecked={initial.allow_customization} /> Allow
            customization (logo printing)
          </label>
        </div>
      </fieldset>

      <ListingIdentityFields initial={initial} errors={errors} />

      <fieldset className="card space-y-2 p-4">
        <legend className="px-1 font-semibold">Quick facts</legend>
        {facts.map((q, i) => (
          <div key={i} className="flex flex-wrap items-end gap-2">
            <label className="text-sm">
              Label
              <input
                value={q.type}
                onChange={(e) => setFacts(facts.map((x, j) => (j === i ? { ...x, type: e.target.value } : x)))}
                aria-label={`Quick fact ${i + 1} label`}
                {...bad(`quick_facts.${i}.type`)}
                placeholder="Species"
                className="input mt-1 block w-40"
              />
              <FieldError errors={errors} field={`quick_facts.${i}.type`} />
            </label>
            <label className="min-w-0 flex-1 text-sm">
              Value
              <input
                value={q.name}
                onChange={(e) => setFacts(facts.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)))}
                aria-label={`Quick fact ${i + 1} value`}
                {...bad(`quick_facts.${i}.name`)}
                placeholder="Canine"
                className="input mt-1 block w-full"
              />
              <FieldError errors={errors} field={`quick_facts.${i}.name`} />
            </label>
            <button type="button" className="btn-outline" onClick={() => setFacts(facts.filter((_, j) => j !== i))}>
              Remove<span className="sr-only"> quick fact {i + 1}</span>
            </button>
          </div>
        ))}
        <button type="button" className="btn-outline" onClick={() => setFacts([...facts, { type: "", name: "" }])}>
          Add a quick fact
        </button>
      </fieldset>

      <VariationFields rows={variations} onChange={setVariations} canChangePrices={canChangePrices} errors={errors} />
      <SetItemFields rows={setItems} onChange={setSetItems} errors={errors} />

      <fieldset className="card flex flex-wrap gap-4 p-4 text-sm">
        <legend className="px-1 font-semibold">Visibility</legend>
        {(
          [
            ["published", "Published (on the storefront)"],
            ["unpublished", "Unpublished (hidden)"],
            ["draft", "Draft"],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name="status"
              value={value}
              defaultChecked={(initial.status ?? "published") === value}
            />
            {label}
          </label>
        ))}
      </fieldset>

      <button className="btn-primary" disabled={m.pending}>
        {id === null ? "Create listing" : "Save listing"}
      </button>
    </form>
  );
}
