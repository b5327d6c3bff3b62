import type { Metadata } from "next";
import Link from "next/link";
import { z } from "zod";
import { DataTable } from "@/components/ui/data-table";
import { ListPage } from "@/components/ui/list-page";
import { ActionButton } from "@/features/admin/components/action-button";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { RejectListing } from "@/features/admin/components/reject-listing";
import { operatorForPage } from "@/features/admin/server";
import { moderationQueue } from "@/features/admin/server/moderation";
import { RegulatoryBadge } from "@/features/compliance";

export const metadata: Metadata = { title: "Listings to review" };

const pageSchema = z.object({ page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1) });

export default async function ModerationPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  if (!(await operatorForPage("/admin/moderation"))) return <ConsoleForbidden />;
  const { page } = pageSchema.parse(await searchParams);
  const { data, total } = await moderationQueue(page);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Listings to review ({total})</h1>
      <p className="text-sm text-slate-600">
        New listings, and changes to live ones, of sellers marked &ldquo;review first&rdquo; wait here, oldest first.
        Publishing puts them on the storefront; a rejection&apos;s reason is shown to the vendor. Mark a seller on its
        page under{" "}
        <Link href="/admin/sellers?review=first" className="text-brand-700 underline">
          Sellers
        </Link>
        .
      </p>
      <ListPage
        path="/admin/moderation"
        label="Listings to review"
        filters={[]}
        values={{ page }}
        rows={data.length}
        total={total}
        empty={{ none: "No listings wait for review.", noMatch: "No listings wait for review." }}
      >
        <DataTable
          caption="Listings waiting for review, oldest first"
          rows={data}
          rowKey={(p) => p.id}
          columns={[
            {
              header: "Listing",
              cell: (p) => (
                <span className="block min-w-40">
                  <span className="font-medium">{p.name}</span> <RegulatoryBadge cls={p.regulatoryClass} />
                  <span className="block text-xs text-slate-600">{p.sku}</span>
                </span>
              ),
            },
            {
              header: "Seller",
              cell: (p) => (
                <Link href={`/admin/sellers/${p.vendorId}`} className="text-brand-700 underline">
                  {p.vendor}
                </Link>
              ),
            },
            { header: "Listed on", cell: (p) => p.createdAt.toISOString().slice(0, 10), wide: true },
            {
              header: "Decision",
              cell: (p) => (
                <span className="flex flex-wrap items-end gap-3">
                  <ActionButton
                    url={`/api/admin/moderation/${p.id}`}
                    body={{ decision: "approve" }}
                    label="Publish"
                    tone="primary"
                  />
                  <RejectListing id={p.id} name={p.name} />
                </span>
              ),
            },
          ]}
        />
      </ListPage>
    </div>
  );
}
