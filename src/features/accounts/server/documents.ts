import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { documents } from "@/db/schema";
import { badRequest } from "@/lib/errors";
import { DOCUMENT_KINDS, documentProblem, sniffFileType, type DocumentKind } from "../rules";
import { storeUpload } from "./uploads";

const EXT = { "application/pdf": "pdf", "image/png": "png", "image/jpeg": "jpg" } as const;
export const MAX_PENDING_DOCUMENTS = 10;

export type DocumentRow = {
  id: number;
  kind: DocumentKind;
  kindLabel: string;
  originalName: string;
  status: string;
  levelGranted: number | null;
  createdAt: string;
  reviewedAt: string | null;
};

export async function listDocuments(userId: string): Promise<DocumentRow[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(documents)
    .where(eq(documents.userId, userId))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  return rows.map((d) => ({
    id: d.id,
    kind: d.kind as DocumentKind,
    kindLabel: DOCUMENT_KINDS[d.kind as DocumentKind]?.label ?? d.kind,
    originalName: d.originalName,
    status: d.status,
    levelGranted: d.levelGranted,
    createdAt: d.createdAt.toISOString(),
    reviewedAt: d.reviewedAt?.toISOString() ?? null,
  }));
}

/** The type is read from the file's bytes; the name is kept for display only, the path is the server's. */
export async function uploadDocument(
  userId: string,
  kind: DocumentKind,
  file: { bytes: Uint8Array | null; name: string },
) {
  const db = await getDb();
  const problem = documentProblem(file.bytes);
  if (problem) throw badRequest(problem);
  const pending = (await listDocuments(userId)).filter((d) => d.status === "pending").length;
  if (pending >= MAX_PENDING_DOCUMENTS) throw badRequest("You have too many documents waiting for review.");
  const mime = sniffFileType(file.bytes!)!;
  const fileName = await storeUpload("documents", file.bytes!, EXT[mime]);
  const originalName = file.name.replace(/[^\w.\- ()]/g, "_").slice(0, 120) || `document.${EXT[mime]}`;
  const [row] = await db
    .insert(documents)
    .values({ userId, kind, fileName, originalName, mime })
    .returning({ id: documents.id });
  return row!.id;
}
