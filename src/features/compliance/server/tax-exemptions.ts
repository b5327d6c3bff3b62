import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, or } from "drizzle-orm";
import { getDb, type Tx } from "@/db/client";
import { clinicLocations, member, organization, taxExemptions } from "@/db/schema";
import { documentProblem, readUpload, sniffFileType, storeUpload, type Viewer } from "@/features/accounts/server";
import { recordAudit, type AuditActor } from "@/features/audit/server";
import { requireClinicAt } from "@/features/clinic/server";
import { notify } from "@/features/notifications/server";
import { AppError, badRequest, notFound } from "@/lib/errors";
import { LIST_PAGE_SIZE, pageOffset } from "@/lib/paging";
import type { TaxExemptionInput } from "../schemas";
import { countingExemption, exemptionLabel, exemptionStatusText } from "../tax-exemption-rules";

const EXT = { "application/pdf": "pdf", "image/png": "png", "image/jpeg": "jpg" } as const;
// a clinic's owner or manager: exemption is a money matter, as budgets are
const MAY_MANAGE = "set_budgets" as const;

/** The clinic's owner or manager uploads a certificate for one of its locations; it waits for the operator. */
export async function uploadTaxExemption(
  viewer: Viewer,
  locationId: number,
  input: TaxExemptionInput,
  file: { bytes: Uint8Array | null; name: string },
) {
  const ctx = await requireClinicAt(viewer, MAY_MANAGE, locationId);
  const problem = documentProblem(file.bytes);
  if (problem) throw badRequest(problem);
  const mime = sniffFileType(file.bytes!)!;
  const fileName = await storeUpload("documents", file.bytes!, EXT[mime]);
  const db = await getDb();
  const [row] = await db
    .insert(taxExemptions)
    .values({
      locationId: ctx.locationId,
      uploadedBy: viewer.id,
      certificateNumber: input.certificate_number,
      state: input.state,
      fileName,
      originalName: file.name.replace(/[^\w.\- ()]/g, "_").slice(0, 120) || `certificate.${EXT[mime]}`,
      mime,
      expiresAt: input.expires_on ? new Date(`${input.expires_on}T23:59:59Z`) : null,
    })
    .returning({ id: taxExemptions.id });
  return row!.id;
}

/** A location's certificates, newest first, each with what it means today (members who see orders). */
export async function locationTaxExemptions(viewer: Viewer, locationId: number, now = new Date()) {
  const ctx = await requireClinicAt(viewer, "view_orders", locationId);
  const db = await getDb();
  const rows = await db
    .select()
    .from(taxExemptions)
    .where(eq(taxExemptions.locationId, ctx.locationId))
    .orderBy(desc(taxExemptions.id));
  const counting = countingExemption(rows, now);
  return rows.map((r) => ({
    id: r.id,
    label: exemptionLabel(r),
    status: r.status,
    status_text: exemptionStatusText(r, now),
    in_use: counting?.id === r.id,
    expires_on: r.expiresAt?.toISOString().slice(0, 10) ?? null,
    reason: r.reviewReason,
    uploaded_at: r.createdAt.toISOString(),
  }));
}

/** The door's question: the certificate that makes orders to this location tax-free today, or null. */
export async function verifiedTaxExemption(tx: Tx, locationId: number, now: Date): Promise<string | null> {
  const rows = await tx.select().from(taxExemptions).where(eq(taxExemptions.locationId, locationId));
  const c = countingExemption(rows, now);
  return c ? exemptionLabel(c) : null;
}

/** Tax-exempt certificates per location for the cart's ship-to (one read for the viewer's location). */
export async function exemptionForLocation(locationId: number, now = new Date()): Promise<string | null> {
  return verifiedTaxExemption(await getDb(), locationId, now);
}

export const TAX_EXEMPTION_STATUSES = ["pending", "verified", "rejected"] as const;
export type TaxExemptionStatus = (typeof TAX_EXEMPTION_STATUSES)[number];

/**
 * The operator's queue of certificates, a page at a time: by status (waiting ones by default, oldest first;
 * decided ones newest first) and by clinic, location or certificate number.
 */
export async function taxExemptionQueue(f: { status?: TaxExemptionStatus; q?: string; page?: number } = {}) {
  const db = await getDb();
  const status = f.status ?? "pending";
  const like = f.q?.trim() ? `%${f.q.trim()}%` : null;
  const where = and(
    eq(taxExemptions.status, status),
    like
      ? or(
          ilike(organization.name, like),
          ilike(clinicLocations.name, like),
          ilike(taxExemptions.certificateNumber, like),
        )
      : undefined,
  );
  const base = () =>
    db
      .select({ t: taxExemptions, location: clinicLocations.name, clinic: organization.name })
      .from(taxExemptions)
      .innerJoin(clinicLocations, eq(clinicLocations.id, taxExemptions.locationId))
      .innerJoin(organization, eq(organization.id, clinicLocations.organizationId))
      .where(where);
  const [rows, [tot]] = await Promise.all([
    base()
      .orderBy(status === "pending" ? asc(taxExemptions.id) : desc(taxExemptions.reviewedAt))
      .limit(LIST_PAGE_SIZE)
      .offset(pageOffset(f.page)),
    db
      .select({ n: count() })
      .from(taxExemptions)
      .innerJoin(clinicLocations, eq(clinicLocations.id, taxExemptions.locationId))
      .innerJoin(organization, eq(organization.id, clinicLocations.organizationId))
      .where(where),
  ]);
  const data = rows.map(({ t, location, clinic }) => ({
    id: t.id,
    label: exemptionLabel(t),
    clinic,
    location,
    location_id: t.locationId,
    status: t.status,
    file_name: t.originalName,
    expires_on: t.expiresAt?.toISOString().slice(0, 10) ?? null,
    reason: t.reviewReason,
    uploaded_at: t.createdAt.toISOString(),
  }));
  return { data, total: Number(tot?.n ?? 0) };
}

/** The certificate's file for the operator's review. */
export async function taxExemptionFile(id: number) {
  const db = await getDb();
  const [t] = await db.select().from(taxExemptions).where(eq(taxExemptions.id, id));
  const bytes = t ? await readUpload("documents", t.fileName) : null;
  if (!t || !bytes) throw notFound("This certificate does not exist.");
  return { bytes, mime: t.mime, name: t.originalName };
}

/**
 * The operator verifies a waiting certificate (orders to the location carry no tax from now on) or rejects
 * it with a reason; audited, and the uploader (else the clinic's owners) is told.
 */
export async function decideTaxExemption(
  id: number,
  decision: "verify" | "reject",
  reason: string | undefined,
  actor: AuditActor,
  now = new Date(),
) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [t] = await tx.select().from(taxExemptions).where(eq(taxExemptions.id, id)).for("update");
    if (!t) throw notFound("This certificate does not exist.");
    if (t.status !== "pending")
      throw new AppError("CONFLICT", `The certificate ${exemptionLabel(t)} was already ${t.status}.`);
    const status = decision === "verify" ? "verified" : "rejected";
    await tx
      .update(taxExemptions)
      .set({ status, reviewReason: reason ?? null, reviewedBy: actor.email, reviewedAt: now })
      .where(eq(taxExemptions.id, id));
    await recordAudit(tx, actor, {
      action: `tax_exemption.${decision}`,
      targetType: "clinic_location",
      targetId: t.locationId,
      before: { certificate: id, status: t.status },
      after: { certificate: id, status, label: exemptionLabel(t), ...(reason ? { reason } : {}) },
    });
    const body =
      decision === "verify"
        ? `Your tax-exemption certificate ${exemptionLabel(t)} was verified: orders to this location carry no sales tax from now on.`
        : `Your tax-exemption certificate ${exemptionLabel(t)} was not accepted: ${reason}`;
    for (const userId of await recipients(tx, t.uploadedBy, t.locationId))
      await notify(tx, {
        userId,
        type: "account",
        body,
        alertType: decision === "verify" ? "success" : "error",
        clickableLink: `/clinic/locations/${t.locationId}`,
      });
    return {
      message: `${decision === "verify" ? "Verified" : "Rejected"} the certificate ${exemptionLabel(t)}; the clinic is told.`,
    };
  });
}

async function recipients(tx: Tx, uploadedBy: string | null, locationId: number): Promise<string[]> {
  if (uploadedBy) return [uploadedBy];
  const owners = await tx
    .select({ userId: member.userId })
    .from(member)
    .innerJoin(clinicLocations, eq(clinicLocations.organizationId, member.organizationId))
    .where(and(eq(clinicLocations.id, locationId), inArray(member.role, ["owner"])));
  return owners.map((o) => o.userId);
}
