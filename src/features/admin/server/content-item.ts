import "server-only";
import { notFound } from "next/navigation";
import { AppError } from "@/lib/errors";
import { idSchema, type ContentKind } from "../schemas";
import { getBlogForEdit, getFaqForEdit, getPageForEdit } from "./content";

/** One item for a console page: anything missing or malformed is the page's 404. */
export async function contentItemForPage(kind: ContentKind, rawId: string): Promise<Record<string, unknown>> {
  try {
    if (kind === "pages") return await getPageForEdit(rawId);
    const id = idSchema.safeParse(rawId);
    if (!id.success) notFound();
    return kind === "blogs" ? await getBlogForEdit(id.data) : await getFaqForEdit(id.data);
  } catch (err) {
    if (err instanceof AppError && err.status === 404) notFound();
    if (err instanceof Error && err.name === "ZodError") notFound();
    throw err;
  }
}
