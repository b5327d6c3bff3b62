// Uploads on the S3 storage (UPLOAD_STORAGE=s3) against a local S3 server started here: a logo is
// stored as an object in the bucket, read back through the app's own route, and a replaced logo's
// object is deleted by the release job.
import { GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { POST as upload } from "@/app/api/product-customization-logo/upload-logo/route";
import { GET as file } from "@/app/api/product-customization-logo/file/[fileName]/route";
import { readPngDpi } from "@/features/requests/logo-rules";
import { logoReleaseDelay } from "@/features/requests/server/logos";
import { startJobWorker, stopJobWorker } from "@/features/jobs/server";
import { reloadConfig } from "@/lib/config";
import { uploadRoot } from "@/db/file-store";
import { readUpload, storeUpload } from "@/features/accounts/server/uploads";
import { until } from "../helpers/smtp-server";
import { createTestDb } from "../helpers/test-db";
import { get, params, sessionCookie } from "../helpers/sessions";
import { logoPng } from "../helpers/requests-fixtures";

const BUCKET = "dvm-uploads";
const KEYS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

function uploadReq(fields: Record<string, string | number>, logo: Buffer, cookie: string): Request {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, String(v));
  form.set("logo", new File([new Uint8Array(logo)], "logo.png", { type: "image/png" }));
  return new Request("http://localhost:3000/api/product-customization-logo/upload-logo", {
    method: "POST",
    body: form,
    headers: { origin: "http://localhost:3000", cookie },
  });
}

describe("logo uploads on S3", () => {
  let s3: S3rver;
  let dir: string;
  let client: S3Client;
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let buyer: string;
  let fields: Record<string, string | number>;
  const objects = async () =>
    ((await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((o) => o.Key!);

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "dvm-s3-"));
    s3 = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory: dir,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await s3.run();
    const endpoint = `http://127.0.0.1:${port}`;
    Object.assign(process.env, {
      UPLOAD_STORAGE: "s3",
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      REQUEST_RATE_LIMIT: "1000",
    });
    reloadConfig();
    client = new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials: KEYS });
    db = await createTestDb("pglite");
    await seedCatalog(db.db, { products: 300 });
    await seedDemoUsers(db.db);
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    const [p] = await queryRows<{ id: number; vendor_id: number }>(
      db.db,
      sql`select id, vendor_id from products where allow_customization = 'Y' and vendor_id in (1402, 463)
      and in_stock = 'Y' and quantity > 0 and coalesce(price_discounted_cents, price_cents, price_catalog_cents) > 0
      and type <> 'variation' order by id limit 1`,
    );
    fields = { customer_id: "demo-buyer", vendor_id: p!.vendor_id, product_id: p!.id };
    logoReleaseDelay.seconds = 0;
    await startJobWorker({ pollingIntervalSeconds: 0.5 });
  });
  afterAll(async () => {
    await stopJobWorker(2_000);
    await db?.dispose();
    for (const k of [
      "UPLOAD_STORAGE",
      "S3_ENDPOINT",
      "S3_BUCKET",
      "S3_REGION",
      "S3_ACCESS_KEY_ID",
      "S3_SECRET_ACCESS_KEY",
    ])
      delete process.env[k];
    reloadConfig();
    await s3?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("stores the logo as an object in the bucket and serves it back through the app", async () => {
    const res = await upload(uploadReq(fields, await logoPng(300), buyer));
    expect(res.status).toBe(200);
    const { logo_url } = (await res.json()) as { logo_url: string };
    const name = logo_url.split("/").pop()!;
    expect(await objects()).toEqual([`logos/${name}`]);

    // the bucket holds the app's re-encoded PNG, not something else under that name
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `logos/${name}` }));
    expect(object.ContentType).toBe("image/png");
    const inBucket = await object.Body!.transformToByteArray();
    expect(readPngDpi(inBucket)).toBe(300);

    const served = await file(get(logo_url, buyer), params({ fileName: name }));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(inBucket))).toBe(true);
  });

  it("a replaced logo's object is deleted from the bucket after commit", async () => {
    const before = await objects();
    const next = await (await upload(uploadReq(fields, await logoPng(600), buyer))).json();
    const name = (next.logo_url as string).split("/").pop()!;
    await until(async () => {
      const now = await objects();
      return now.length === 1 && now[0] === `logos/${name}`;
    });
    expect(before).not.toContain(`logos/${name}`);
  });

  it("a clinic's documents (licences, tax certificates) go to the same bucket; one written to disk before is still read", async () => {
    const pdf = Buffer.from("%PDF-1.4\n% a tax-exemption certificate\n%%EOF\n");
    const name = await storeUpload("documents", pdf, "pdf");
    expect(await objects()).toContain(`documents/${name}`);
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `documents/${name}` }));
    expect(object.ContentType).toBe("application/pdf");
    expect((await readUpload("documents", name))?.equals(pdf)).toBe(true);

    const earlier = "0123456789abcdef0123456789abcdef.pdf";
    const folder = path.join(uploadRoot(), "documents");
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, earlier), pdf);
    expect((await readUpload("documents", earlier))?.equals(pdf)).toBe(true);
    await rm(path.join(folder, earlier));
  });
});
