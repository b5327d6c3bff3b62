import { ConfirmForm } from "./confirm-form";

/** Take a listing down (with the reason the vendor reads) or restore one taken down. */
export function TakedownActions({ id, name, status }: { id: number; name: string; status: string }) {
  if (status === "taken_down")
    return (
      <ConfirmForm
        trigger="Restore"
        tone="primary"
        title={`Restore ${name}?`}
        description="It gets back the status it had before the takedown: buyers see it again only if it was published."
        confirmLabel="Restore"
        url={`/api/admin/products/${id}`}
        body={{ action: "restore" }}
      />
    );
  return (
    <ConfirmForm
      trigger="Take down"
      title={`Take down ${name}?`}
      description="It leaves the storefront, search and checkout at once, and the vendor cannot publish it again; you can restore it later."
      confirmLabel="Take down"
      url={`/api/admin/products/${id}`}
      body={{ action: "takedown" }}
      fields={[{ name: "reason", label: "Reason (the vendor reads it)" }]}
    />
  );
}
