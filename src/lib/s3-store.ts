import "server-only";
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getConfig } from "./config";

/** Where uploaded files live: one interface for the disk, the database and an S3 bucket. */
export interface FileStore {
  put(name: string, bytes: Buffer, contentType?: string): Promise<void>;
  get(name: string): Promise<Buffer | null>;
  remove(name: string): Promise<void>;
}

/** Whether uploads go to the S3 bucket (UPLOAD_STORAGE=s3). */
export const uploadsInS3 = () => getConfig().UPLOAD_STORAGE === "s3";

const holder = globalThis as unknown as { __dvmS3?: { key: string; client: S3Client } };

function s3Client(): S3Client {
  const c = getConfig();
  const key = [c.S3_ENDPOINT, c.S3_REGION, c.S3_ACCESS_KEY_ID].join("|");
  if (holder.__dvmS3?.key !== key) {
    const credentials =
      c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: c.S3_ACCESS_KEY_ID, secretAccessKey: c.S3_SECRET_ACCESS_KEY }
        : undefined; // the SDK's own chain (instance role, environment)
    const client = new S3Client({
      region: c.S3_REGION,
      ...(c.S3_ENDPOINT ? { endpoint: c.S3_ENDPOINT, forcePathStyle: true } : {}),
      ...(credentials ? { credentials } : {}),
    });
    holder.__dvmS3 = { key, client };
  }
  return holder.__dvmS3.client;
}

/** Objects under `prefix/` in S3_BUCKET: every instance reads the same files, none on its own disk. */
export function s3Store(prefix: string): FileStore {
  const Bucket = getConfig().S3_BUCKET!;
  const Key = (name: string) => `${prefix}/${name}`;
  return {
    async put(name, bytes, contentType) {
      await s3Client().send(new PutObjectCommand({ Bucket, Key: Key(name), Body: bytes, ContentType: contentType }));
    },
    async get(name) {
      try {
        const out = await s3Client().send(new GetObjectCommand({ Bucket, Key: Key(name) }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === "NoSuchKey") return null;
        throw err;
      }
    },
    async remove(name) {
      await s3Client().send(new DeleteObjectCommand({ Bucket, Key: Key(name) }));
    },
  };
}
