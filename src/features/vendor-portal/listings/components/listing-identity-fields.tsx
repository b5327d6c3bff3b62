import { invalidProps, type FieldErrors } from "../form-errors";
import type { ListingCreateInput } from "../schema";
import { FieldError } from "./field-error";

type Identity = Pick<ListingCreateInput, "manufacturer" | "mpn" | "ndc" | "gtin" | "pack_size" | "pack_unit">;

const num = (v: FormDataEntryValue | null) => (v === null || String(v).trim() === "" ? null : Number(v));
const text = (v: FormDataEntryValue | null) => (v === null ? null : String(v));

/** The identifiers as the schema reads them, from the form's fields. */
export function identityBody(f: FormData): Identity {
  return {
    manufacturer: text(f.get("manufacturer")),
    mpn: text(f.get("mpn")),
    ndc: text(f.get("ndc")),
    gtin: text(f.get("gtin")),
    pack_size: num(f.get("pack_size")),
    pack_unit: text(f.get("pack_unit")),
  };
}

const FIELDS: { name: keyof Identity; label: string; hint?: string; numeric?: boolean }[] = [
  { name: "manufacturer", label: "Manufacturer" },
  { name: "mpn", label: "Manufacturer part number" },
  { name: "gtin", label: "GTIN/UPC", hint: "The barcode's digits" },
  { name: "ndc", label: "NDC", hint: "Drugs only, like 12345-678-90" },
  { name: "pack_size", label: "Pack size", hint: "Units in one pack", numeric: true },
  { name: "pack_unit", label: "Pack unit", hint: "tablet, mL, each…" },
];

/**
 * What the product is, whoever sells it: listings sharing a GTIN, an NDC, a part number, or the same
 * manufacturer, name and pack are shown to buyers side by side with the other vendors' offers.
 */
export function ListingIdentityFields({ initial, errors }: { initial: Partial<Identity>; errors: FieldErrors }) {
  return (
    <fieldset className="card grid gap-4 p-4 sm:grid-cols-3">
      <legend className="px-1 font-semibold">Identifiers</legend>
      <p className="text-sm text-slate-600 sm:col-span-3">
        Buyers compare your offer with other vendors&apos; listings of the same product, matched by these.
      </p>
      {FIELDS.map((f) => (
        <label key={f.name} className="block text-sm font-medium">
          {f.label}
          <input
            name={f.name}
            {...invalidProps(errors, f.name)}
            type={f.numeric ? "number" : "text"}
            min={f.numeric ? 1 : undefined}
            inputMode={f.name === "gtin" || f.name === "ndc" ? "numeric" : undefined}
            defaultValue={initial[f.name] ?? ""}
            className="input mt-1 w-full"
          />
          {f.hint && <span className="mt-1 block text-xs font-normal text-slate-500">{f.hint}</span>}
          <FieldError errors={errors} field={f.name} />
        </label>
      ))}
    </fieldset>
  );
}
