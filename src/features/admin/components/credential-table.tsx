import { DataTable } from "@/components/ui/data-table";
import { ActionButton } from "./action-button";
import { ConfirmForm } from "./confirm-form";

export type CredentialRow = {
  kind: "dea" | "licence";
  id: number;
  number: string;
  state: string;
  schedules?: string[];
  expiresAt: Date;
  verifiedAt: Date | null;
  clinic: string;
  location: string;
  address: { line1: string; city: string; state: string; zip: string };
  enteredBy: string | null;
};

const WHAT = { dea: "DEA registration", licence: "state licence" } as const;
const day = (d: Date) => d.toISOString().slice(0, 10);
/** "CII", "CIII" → "II, III" as a DEA certificate prints them. */
const schedules = (s: string[] = []) => s.map((x) => x.replace(/^C/, "")).join(", ") || "none";

/**
 * DEA registrations and state licences with what the decision needs: the number, the schedules, the
 * expiry, the registrant (clinic, location, address, who entered it). Waiting ones are verified or
 * rejected; verified ones may be revoked. Both turn-downs ask for the reason the clinic reads.
 */
export function CredentialTable({
  rows,
  mode,
  caption,
}: {
  rows: CredentialRow[];
  mode: "verify" | "revoke";
  caption: string;
}) {
  return (
    <DataTable
      caption={caption}
      rows={rows}
      rowKey={(c) => `${c.kind}${c.id}`}
      columns={[
        {
          header: "Credential",
          cell: (c) => (
            <span className="block min-w-36">
              <span className="font-medium">
                {c.kind === "dea" ? "DEA" : `${c.state} licence`} {c.number}
              </span>
              {c.kind === "dea" && (
                <span className="block text-xs text-slate-600">
                  Schedules {schedules(c.schedules)} · {c.state}
                </span>
              )}
            </span>
          ),
        },
        {
          header: "Registrant",
          cell: (c) => (
            <span className="block min-w-40">
              {c.clinic} · {c.location}
              <span className="block text-xs text-slate-600">
                {[c.address.line1, c.address.city, `${c.address.state} ${c.address.zip}`.trim()]
                  .filter(Boolean)
                  .join(", ")}
              </span>
              {c.enteredBy && <span className="block text-xs text-slate-600">entered by {c.enteredBy}</span>}
            </span>
          ),
        },
        { header: "Expires", cell: (c) => day(c.expiresAt) },
        {
          header: "Decision",
          cell: (c) => {
            const url = `/api/admin/compliance/${c.kind}/${c.id}`;
            const name = `${WHAT[c.kind]} ${c.number}`;
            if (mode === "revoke")
              return (
                <ConfirmForm
                  trigger="Revoke"
                  title={`Revoke the ${name}?`}
                  description={`It stops counting at once: ${c.clinic} · ${c.location} cannot order what it covered until a new one is verified. The clinic is told why.`}
                  confirmLabel="Revoke"
                  url={url}
                  body={{ decision: "revoke" }}
                  fields={[{ name: "reason", label: "Reason (the clinic reads it)" }]}
                />
              );
            return (
              <span className="flex flex-wrap items-start gap-2">
                <ActionButton url={`${url}/verify`} label="Verify" tone="primary" />
                <ConfirmForm
                  trigger="Reject"
                  title={`Reject the ${name}?`}
                  description={`It will not count for ${c.clinic} · ${c.location}; the clinic is told why and can enter a corrected one.`}
                  confirmLabel="Reject"
                  url={url}
                  body={{ decision: "reject" }}
                  fields={[{ name: "reason", label: "Reason (the clinic reads it)" }]}
                />
              </span>
            );
          },
        },
      ]}
    />
  );
}
