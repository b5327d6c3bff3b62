import "server-only";
import { randomBytes } from "node:crypto";
import { fileStore } from "@/db/file-store";

const TYPES: Record<string, string> = {
  webp: "image/webp",
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
};

/** Stores bytes under a name the server chooses, so a client name can never pick the path. */
export async function storeUpload(folder: "users" | "documents", bytes: Uint8Array, ext: string): Promise<string> {
  const name = `${randomBytes(16).toString("hex")}.${ext}`;
  await fileStore(folder).put(name, Buffer.from(bytes), TYPES[ext]);
  return name;
}

const SAFE_NAME = /^[a-f0-9]{32}\.(webp|pdf|png|jpg)$/;

export async function readUpload(folder: "users" | "documents", name: string): Promise<Buffer | null> {
  if (!SAFE_NAME.test(name)) return null;
  return fileStore(folder).get(name);
}
