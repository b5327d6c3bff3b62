import { ConfirmForm } from "./confirm-form";

/** Merge an item into another (the operator types the other item's number). */
export function MergeItem({ id, name }: { id: number; name: string }) {
  return (
    <ConfirmForm
      trigger="Merge…"
      tone="primary"
      title={`Merge item ${id} (${name}) into another?`}
      description="Its listings join the other item and buyers see them side by side there; they stay there whatever their vendors later change. This item is removed."
      confirmLabel="Merge"
      url={`/api/admin/items/${id}`}
      body={{ action: "merge" }}
      fields={[{ name: "into", label: "Merge into item number", hint: "The number in the Item column" }]}
    />
  );
}

/** Take one listing out of its item. */
export function SplitListing({ itemId, productId, name }: { itemId: number; productId: number; name: string }) {
  return (
    <ConfirmForm
      trigger={
        <>
          Split out<span className="sr-only"> {name}</span>
        </>
      }
      title={`Split ${name} out of item ${itemId}?`}
      description="It stands alone: buyers no longer see it beside the item's other offers, and matching does not put it back. An item left with one listing is removed."
      confirmLabel="Split out"
      url={`/api/admin/items/${itemId}`}
      body={{ action: "split", product_id: productId }}
    />
  );
}
