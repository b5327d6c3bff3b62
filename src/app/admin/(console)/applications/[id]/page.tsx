import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ActionButton } from "@/features/admin/components/action-button";
import { ConsoleForbidden } from "@/features/admin/components/console-forbidden";
import { RejectApplication } from "@/features/admin/components/reject-application";
import { idSchema } from "@/features/admin/schemas";
import { operatorForPage } from "@/features/admin/server";
import { getApplication } from "@/features/admin/server/applications";
import { AppError } from "@/lib/errors";

export const metadata: Metadata = { title: "Seller application" };

async function load(raw: string) {
  const id = idSchema.safeParse(raw);
  if (!id.success) notFound();
  try {
    return await getApplication(id.data);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) notFound();
    throw err;
  }
}

export default async function ApplicationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!(await operatorForPage(`/admin/applications/${id}`))) return <ConsoleForbidden />;
  const a = await load(id);
  const rows: [string, React.ReactNode][] = [
    ["Contact", a.contactName],
    ["E-mail", a.email],
    ["Phone", a.phone ?? "—"],
    ["Website", a.website ?? "—"],
    ["Sent", a.createdAt.toISOString().slice(0, 16).replace("T", " ") + " UTC"],
    ["Status", a.status],
  ];
  if (a.decidedAt) rows.push(["Decided", `${a.decidedAt.toISOString().slice(0, 10)} by ${a.decidedBy ?? "?"}`]);
  if (a.reason) rows.push(["Reason", a.reason]);
  return (
    <div className="max-w-3xl space-y-6">
      <p className="text-sm">
        <Link href="/admin/applications" className="text-brand-700 underline">
          ← Seller applications
        </Link>
      </p>
      <h1 className="text-2xl font-bold">{a.company}</h1>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="font-medium text-slate-600">{k}</dt>
            <dd className="break-words">{v}</dd>
          </div>
        ))}
      </dl>
      {a.message && (
        <section aria-labelledby="msg">
          <h2 id="msg" className="mb-1 font-semibold">
            Message
          </h2>
          <p className="whitespace-pre-line text-slate-700">{a.message}</p>
        </section>
      )}
      {a.status === "pending" ? (
        <section aria-labelledby="decide" className="card space-y-4 p-4">
          <h2 id="decide" className="font-semibold">
            Decide
          </h2>
          <p className="text-sm text-slate-600">
            Approving creates the vendor {a.company} and its owner account for {a.email}, who is mailed an invitation to
            choose a password and sign in to the vendor portal.
          </p>
          <ActionButton
            url={`/api/admin/applications/${a.id}`}
            body={{ decision: "approve" }}
            label="Approve and create the vendor"
            tone="primary"
          />
          <RejectApplication id={a.id} />
        </section>
      ) : (
        a.vendorId && (
          <p className="text-sm">
            <Link href="/admin/sellers" className="text-brand-700 underline">
              See the vendor among the sellers
            </Link>
          </p>
        )
      )}
    </div>
  );
}
