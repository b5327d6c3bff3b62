import { ConfirmForm } from "./confirm-form";

export function SellerStatus({ status }: { status: string }) {
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs ${status === "active" ? "bg-emerald-50 text-emerald-800" : "bg-red-50 text-red-800"}`}
    >
      {status}
    </span>
  );
}

type Seller = { id: number; name: string; status: string; reviewFirst: boolean };

/** Suspend or reactivate a seller, and mark it "review first" or let its listings go live directly. */
export function SellerActions({ seller }: { seller: Seller }) {
  const url = `/api/admin/sellers/${seller.id}`;
  return (
    <div className="flex flex-wrap gap-3">
      {seller.reviewFirst ? (
        <ConfirmForm
          trigger="Let listings go live directly"
          tone="primary"
          triggerClassName="btn-outline"
          title={`Let ${seller.name}'s listings go live directly?`}
          description="New listings and changes publish at once again. Listings already waiting stay in the review queue until you decide."
          confirmLabel="Go live directly"
          url={url}
          body={{ reviewFirst: false }}
        />
      ) : (
        <ConfirmForm
          trigger="Review first"
          tone="primary"
          triggerClassName="btn-outline"
          title={`Review ${seller.name}'s listings first?`}
          description="From now on its new listings, and changes to live ones, wait in Listings to review until you publish them. Live listings stay live until changed."
          confirmLabel="Review first"
          url={url}
          body={{ reviewFirst: true }}
        />
      )}
      {seller.status === "active" ? (
        <ConfirmForm
          trigger="Suspend"
          title={`Suspend ${seller.name}?`}
          description="Its products leave the storefront and search at once; its orders stay. You can reactivate it."
          confirmLabel="Suspend"
          url={url}
          body={{ status: "suspended" }}
        />
      ) : (
        <ConfirmForm
          trigger="Reactivate"
          tone="primary"
          title={`Reactivate ${seller.name}?`}
          description="Its published products return to the storefront and search."
          confirmLabel="Reactivate"
          url={url}
          body={{ status: "active" }}
        />
      )}
    </div>
  );
}
