// A NUL (or another control character a person never types) in any text field is the client's
// mistake: 400 with a sentence, and nothing written.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, contactMessages, products, user } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { PUT as saveProfile } from "@/app/api/user/profile/[userId]/route";
import { POST as createListing } from "@/app/api/vendor/v1/products/route";
import { POST as contact } from "@/app/api/contact/route";
import { POST as documents } from "@/app/api/user/documents/[userId]/route";
import { backends, createTestDb } from "../helpers/test-db";
import { params, postJson, sessionCookie } from "../helpers/sessions";
import { countWhere, register, uniqueEmail } from "./accounts-helpers";

const json = (method: string, url: string, body: unknown, cookie: string) =>
  new Request(`http://localhost:3000${url}`, {
    method,
    headers: { "content-type": "application/json", origin: "http://localhost:3000", cookie },
    body: JSON.stringify(body),
  });

async function refused(res: Response) {
  expect(res.status).toBe(400);
  const body = await res.json();
  expect(body.success).toBe(false);
  expect(body.message).toMatch(/control character/);
  return body.message as string;
}

describe.each(backends)("security: control characters in text on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let buyer: string;
  let owner: string;
  let category: string;
  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedCatalog(h.db, { products: 50 });
    await seedDemoUsers(h.db);
    await seedDemoVendorUsers(h.db);
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    owner = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    [{ slug: category }] = await h.db.select({ slug: categories.slug }).from(categories).limit(1);
  });
  afterAll(async () => h?.dispose());

  const nameOf = async () => (await h.db.select({ n: user.name }).from(user).where(eq(user.id, "demo-buyer")))[0]!.n;

  it("refuses a NUL in a profile name with 400 naming the field, and saves nothing", async () => {
    const before = await nameOf();
    const res = await saveProfile(
      json("PUT", "/api/user/profile/demo-buyer", { firstName: "Da\u0000na", lastName: "Whitfield" }, buyer),
      params({ userId: "demo-buyer" }),
    );
    expect(await refused(res)).toContain('"firstName"');
    expect(await nameOf()).toBe(before);
  });

  it("refuses a NUL in a vendor listing name, nested or not, and creates no listing", async () => {
    const total = async () => (await h.db.select({ n: count() }).from(products))[0]!.n;
    const before = await total();
    const base = {
      sku: "NUL-1",
      category,
      price_catalog: 10,
      quantity: 1,
      level: 1,
      see_price: "without_login",
      regulatory_class: "none",
      status: "draft",
    };
    expect(
      await refused(
        await createListing(json("POST", "/api/vendor/v1/products", { ...base, name: "Gauze\u0000" }, owner)),
      ),
    ).toContain('"name"');
    const nested = { ...base, name: "Gauze", quick_facts: [{ type: "Species", name: "Eq\u0007uine" }] };
    expect(await refused(await createListing(json("POST", "/api/vendor/v1/products", nested, owner)))).toContain(
      '"quick_facts[0].name"',
    );
    expect(await total()).toBe(before);
  });

  it("refuses control characters in form-encoded and multipart fields", async () => {
    const messages = async () => (await h.db.select({ n: count() }).from(contactMessages))[0]!.n;
    const before = await messages();
    const form = new URLSearchParams({
      name: "Ada",
      email: "ada@clinic.test",
      subject: "Hello",
      message: "Hi\u001bthere, a question",
    });
    const res = await contact(
      new Request("http://localhost:3000/api/contact", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000" },
        body: form,
      }),
    );
    await refused(res);
    expect(await messages()).toBe(before);
    const multipart = new FormData();
    multipart.set("kind", "dea\u0000");
    multipart.set("file", new File([new Uint8Array([1, 2, 3])], "x.pdf"));
    const upload = await documents(
      new Request("http://localhost:3000/api/user/documents/demo-buyer", {
        method: "POST",
        headers: { origin: "http://localhost:3000", cookie: buyer },
        body: multipart,
      }),
      params({ userId: "demo-buyer" }),
    );
    await refused(upload);
  });

  it("keeps tabs and line breaks in multi-line text", async () => {
    const res = await contact(
      postJson("/api/contact", {
        name: "Ada",
        email: "ada@clinic.test",
        subject: "Hello",
        message: "Line one\r\n\tLine two",
      }),
    );
    expect(res.status).toBe(201);
  });

  it("refuses a NUL in a registration before the account is made", async () => {
    const email = uniqueEmail("nul");
    const res = await register(email, { firstName: "A\u0000da" });
    await refused(res);
    expect(await countWhere(h.db, "public.user", `email = '${email}'`)).toBe(0);
  });
});
