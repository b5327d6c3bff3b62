import type { Metadata } from "next";
import Link from "next/link";
import { DOCUMENT_KINDS, type DocumentKind } from "@/features/accounts/rules";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { ReviewForm } from "@/features/admin/components/review-form";
import { operatorForPage } from "@/features/admin/server";
import { CredentialTable, type CredentialRow } from "@/features/admin/components/credential-table";
import { credentialsForReview } from "@/features/compliance/server";
import { expiringDocuments, listReviewDocuments, type ReviewDocumentRow } from "@/features/admin/server/documents";

export const metadata: Metadata = { title: "Credentials" };

export default async function CredentialsPage() {
  if (!(await operatorForPage("/admin/credentials"))) return <ConsoleForbidden />;
  const [queue, expiring, waiting, inForce] = await Promise.all([
    listReviewDocuments("pending"),
    expiringDocuments(30),
    credentialsForReview("pending"),
    credentialsForReview("verified"),
  ]);
  const rows = (c: typeof waiting): CredentialRow[] => [
    ...c.deas.map((d) => ({ ...d, kind: "dea" as const })),
    ...c.licences.map((l) => ({ ...l, kind: "licence" as const })),
  ];
  const toVerify = rows(waiting);
  const verified = rows(inForce);
  return (
    <div className="space-y-8">
      <section aria-labelledby="queue" className="space-y-4">
        <h1 id="queue" className="text-2xl font-bold">
          Credentials to review ({queue.length})
        </h1>
        {queue.length === 0 && <p className="text-slate-600">Nothing waits for review.</p>}
        {queue.map((d) => (
          <article
            key={d.id}
            className="card grid gap-4 p-4 lg:grid-cols-2"
            aria-label={`${d.kindLabel} from ${d.email}`}
          >
            <div className="space-y-3">
              <h2 className="font-semibold">
                {d.kindLabel} ·{" "}
                <Link href={`/admin/buyers/${encodeURIComponent(d.userId)}`} className="text-brand-700 underline">
                  {d.email}
                </Link>
              </h2>
              <p className="text-sm text-slate-600">
                {d.name} · uploaded {d.createdAt.slice(0, 10)} ·{" "}
                <a href={`/api/admin/documents/${d.id}/file`} target="_blank" rel="noreferrer" className="underline">
                  open in a new tab
                </a>
              </p>
              <ReviewForm id={d.id} defaultLevel={DOCUMENT_KINDS[d.kind as DocumentKind]?.level ?? 2} />
            </div>
            <FileView doc={d} />
          </article>
        ))}
      </section>
      <section aria-labelledby="dea-queue" className="space-y-3">
        <h2 id="dea-queue" className="text-xl font-bold">
          DEA registrations and state licences to verify ({toVerify.length})
        </h2>
        <p className="text-sm text-slate-600">
          Until verified, or once expired, they do not count for ordering controlled or prescription items.{" "}
          <Link href="/api/admin/compliance/controlled-record" prefetch={false} className="text-brand-700 underline">
            Download the controlled-substance record (CSV)
          </Link>
        </p>
        {toVerify.length === 0 ? (
          <p className="text-slate-600">Nothing waits for verification.</p>
        ) : (
          <CredentialTable rows={toVerify} mode="verify" caption="DEA registrations and state licences to verify" />
        )}
      </section>
      <section aria-labelledby="in-force" className="space-y-3">
        <h2 id="in-force" className="text-xl font-bold">
          Verified DEA registrations and state licences ({verified.length})
        </h2>
        <p className="text-sm text-slate-600">Soonest to expire first. Revoking one stops it counting at once.</p>
        {verified.length === 0 ? (
          <p className="text-slate-600">No verified credentials yet.</p>
        ) : (
          <CredentialTable rows={verified} mode="revoke" caption="Verified DEA registrations and state licences" />
        )}
      </section>
      <section id="expiring" aria-labelledby="expiring-h" className="space-y-2">
        <h2 id="expiring-h" className="text-xl font-bold">
          Expiring in the next 30 days ({expiring.length})
        </h2>
        {expiring.length === 0 ? (
          <p className="text-slate-600">No approved credential expires in the next 30 days.</p>
        ) : (
          <ul className="divide-y divide-slate-200 text-sm">
            {expiring.map((d) => (
              <li key={d.id} className="py-2">
                <span className="font-medium">{d.expiresOn}</span> · {d.kindLabel} ·{" "}
                <Link href={`/admin/buyers/${encodeURIComponent(d.userId)}`} className="text-brand-700 underline">
                  {d.email}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** The file inline in the browser's own viewer (PDF or image), served with nosniff and no caching. */
function FileView({ doc }: { doc: ReviewDocumentRow }) {
  return (
    <iframe
      src={`/api/admin/documents/${doc.id}/file`}
      title={`${doc.kindLabel} uploaded by ${doc.email}`}
      className="h-96 w-full rounded border"
    />
  );
}
