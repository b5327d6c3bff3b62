import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { getConfig } from "@/lib/config";

/** Uploaded files live beside the database (data/uploads by default), never under public/. */
export function uploadRoot(): string {
  const { UPLOAD_DIR, PGLITE_DIR } = getConfig();
  if (UPLOAD_DIR) return path.resolve(UPLOAD_DIR);
  return path.resolve(path.dirname(PGLITE_DIR), "uploads");
}

/** Stores bytes under a name the server chooses, so a client name can never pick the path. */
export async function storeUpload(folder: "users" | "documents", bytes: Uint8Array, ext: string): Promise<string> {
  const dir = path.join(uploadRoot(), folder);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString("hex")}.${ext}`;
  await writeFile(path.join(dir, name), bytes, { mode: 0o640 });
  return name;
}

const SAFE_NAME = /^[a-f0-9]{32}\.(webp|pdf|png|jpg)$/;

export async function readUpload(folder: "users" | "documents", name: string): Promise<Buffer | null> {
  if (!SAFE_NAME.test(name)) return null;
  try {
    return await readFile(path.join(uploadRoot(), folder, name));
  } catch {
    return null;
  }
}
