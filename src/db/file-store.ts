import "server-only";
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { getConfig } from "@/lib/config";
import { s3Store, type FileStore } from "@/lib/s3-store";
import { getDb } from "./client";
import { storedFiles } from "./schema";

export type { FileStore };

/** Uploaded files on disk live beside the database (data/uploads by default), never under public/. */
export function uploadRoot(): string {
  const { UPLOAD_DIR, PGLITE_DIR } = getConfig();
  if (UPLOAD_DIR) return path.resolve(UPLOAD_DIR);
  return path.resolve(path.dirname(PGLITE_DIR), "uploads");
}

/** Local disk: the embedded default (one machine, one process). */
export function diskStore(dir: string): FileStore {
  return {
    async put(name, bytes) {
      await mkdir(dir, { recursive: true });
      // write then rename, so readers never see half a file
      const tmp = path.join(dir, `.${name}.tmp`);
      await writeFile(tmp, bytes, { mode: 0o640 });
      await rename(tmp, path.join(dir, name));
    },
    async get(name) {
      return readFile(path.join(dir, name)).catch(() => null);
    },
    async remove(name) {
      await unlink(path.join(dir, name)).catch(() => undefined);
    },
  };
}

/** In the database (bytea): every app instance behind a load balancer reads the same file. */
export function databaseStore(kind: string): FileStore {
  return {
    async put(name, bytes) {
      const db = await getDb();
      await db.insert(storedFiles).values({ name, kind, bytes, size: bytes.length }).onConflictDoNothing();
    },
    async get(name) {
      const db = await getDb();
      const [row] = await db.select({ bytes: storedFiles.bytes }).from(storedFiles).where(eq(storedFiles.name, name));
      return row?.bytes ?? null;
    },
    async remove(name) {
      const db = await getDb();
      await db.delete(storedFiles).where(eq(storedFiles.name, name));
    },
  };
}

/** The small private files people upload: print logos, profile pictures, licences, DEA forms, tax certificates. */
export type UploadFolder = "logos" | "users" | "documents";

/**
 * Where uploaded files of one folder live, decided in one place: UPLOAD_STORAGE (s3, database or disk), else
 * the database when the app runs on Postgres (several instances read the same files) and the disk when it
 * runs embedded. A file written to disk before the storage moved is still found there.
 */
export function fileStore(folder: UploadFolder): FileStore {
  const config = getConfig();
  const disk = diskStore(path.join(uploadRoot(), folder));
  const where = config.UPLOAD_STORAGE ?? (config.DATABASE_URL ? "database" : "disk");
  if (where === "disk") return disk;
  const store = where === "s3" ? s3Store(folder) : databaseStore(folder);
  return { ...store, get: async (name) => (await store.get(name)) ?? (await disk.get(name)) };
}
