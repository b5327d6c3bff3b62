import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { seedCatalog } from "@/db/seed/insert-catalog";
import { seedContent } from "@/db/seed/insert-content";
import { GET as mainSideBar } from "@/app/api/mainSideBar/route";
import { GET as categorySearch } from "@/app/api/sidebar-categories-search/route";
import { GET as departments } from "@/app/api/web-shop-by-department/route";
import { POST as newsletter } from "@/app/api/news-letter-signup/route";
import { GET as webinarPopup } from "@/app/api/next-webinar-popup/route";
import { GET as ip } from "@/app/api/ip/route";
import { POST as contact } from "@/app/api/contact/route";
import { POST as vendorApply } from "@/app/api/vendor-applications/route";
import { GET as vetReps } from "@/app/api/vet-reps/route";
import { POST as register } from "@/app/api/webinars/[link]/register/route";
import { GET as calendar } from "@/app/api/webinars/[link]/calendar.ics/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";

const post = (url: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost:3000${url}`, {
    method: "POST",
    headers: { origin: "http://localhost:3000", ...headers },
  });

describe.each(backends)("shell APIs on %s", (backend) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  const count = async (table: string) =>
    (await queryRows<{ n: number }>(db.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;
  const ipHeader = { "x-forwarded-for": `10.8.${backend === "pglite" ? 1 : 2}.${Math.floor(Math.random() * 250)}` };

  beforeAll(async () => {
    db = await createTestDb(backend);
    await seedCatalog(db.db, { products: 60 });
    await seedContent(db.db);
    await seedDemoUsers(db.db);
  });
  afterAll(async () => db?.dispose());

  it("GET /api/mainSideBar answers departments with subcategories, vendors and providers", async () => {
    const body = await (await mainSideBar()).json();
    expect(Object.keys(body)).toEqual(expect.arrayContaining(["shop_by_department", "vendors", "serviceProviders"]));
    expect(body.shop_by_department.length).toBeGreaterThan(7);
    expect(body.shop_by_department.some((d: { subcategories: unknown[] }) => d.subcategories.length > 0)).toBe(true);
    expect(body.vendors.length).toBeGreaterThan(5);
    expect(body.serviceProviders[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      slug: expect.any(String),
    });
  });

  it("GET /api/sidebar-categories-search filters by department or subcategory name", async () => {
    const all = (await (await mainSideBar()).json()).shop_by_department as {
      name: string;
      subcategories: { name: string }[];
    }[];
    const sub = all.find((d) => d.subcategories.length > 1)!.subcategories[1]!.name;
    const body = await (
      await categorySearch(get(`/api/sidebar-categories-search?search_input=${encodeURIComponent(sub)}`))
    ).json();
    expect(body.shop_by_department.length).toBeGreaterThan(0);
    expect(
      body.shop_by_department.flatMap((d: { subcategories: { name: string }[] }) => d.subcategories.map((s) => s.name)),
    ).toContain(sub);
    const none = await (await categorySearch(get("/api/sidebar-categories-search?search_input=zzqxnothing"))).json();
    expect(none.shop_by_department).toEqual([]);
    const bad = await categorySearch(get(`/api/sidebar-categories-search?search_input=${"x".repeat(101)}`));
    expect(bad.status).toBe(400);
  });

  it("GET /api/sidebar-categories-search finds categories the way product search finds products", async () => {
    type Dept = { id: number; name: string; subcategories: { id: number; name: string }[] };
    const ask = async (text: string) =>
      (
        await (
          await categorySearch(get(`/api/sidebar-categories-search?search_input=${encodeURIComponent(text)}`))
        ).json()
      ).shop_by_department as Dept[];
    const shown = (ds: Dept[]) => ds.flatMap((d) => [d.name, ...d.subcategories.map((s) => s.name)]);
    // a category name typed with a swapped pair of letters (one typo) and cut short as it is being typed
    const [named] = await queryRows<{ name: string }>(
      db.db,
      sql`select name from categories where name ~ '^[A-Za-z]{8,}'
        and parent_id in (select id from categories where parent_id is null) order by id limit 1`,
    );
    const word = named!.name.match(/^[A-Za-z]+/)![0];
    const typo = word[0] + word[2] + word[1] + word.slice(3, 7);
    expect(shown(await ask(typo)), typo).toContain(named!.name);
    // a product's SKU names no category: the box offers the category that product is in
    const [product] = await queryRows<{ sku: string; categoryId: number }>(
      db.db,
      sql`select p.sku, p.category_id as "categoryId" from products p join vendors v on v.id = p.vendor_id
        where p.status = 'published' and v.status = 'active' order by p.id limit 1`,
    );
    const bySku = await ask(product!.sku);
    expect(bySku.length).toBeGreaterThan(0);
    // the product's category, or the subcategory above it when it sits deeper
    const [shownAs] = await queryRows<{ name: string }>(
      db.db,
      sql`with recursive up(id, parent_id, name) as (
            select id, parent_id, name from categories where id = ${product!.categoryId}
            union all select c.id, c.parent_id, c.name from categories c join up on c.id = up.parent_id)
          select name from up where parent_id in (select id from categories where parent_id is null) limit 1`,
    );
    expect(shown(bySku)).toContain(shownAs!.name);
  });

  it("GET /api/web-shop-by-department lists departments only", async () => {
    const body = await (await departments()).json();
    const [row] = await queryRows<{ n: number }>(
      db.db,
      sql`select count(*)::int as n from categories where parent_id is null`,
    );
    expect(body.data).toHaveLength(row!.n);
    expect(body.data[0]).toEqual({ id: expect.any(Number), name: expect.any(String), slug: expect.any(String) });
  });

  it("POST /api/news-letter-signup validates, stores once and answers duplicates kindly", async () => {
    const empty = await newsletter(post("/api/news-letter-signup?email=&type=product", ipHeader));
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe("email is required");
    const invalid = await newsletter(post("/api/news-letter-signup?email=vet@clinic.museum&type=product", ipHeader));
    expect((await invalid.json()).message).toBe("enter valid email");
    expect(await count("newsletter_signups")).toBe(0);
    const first = await (
      await newsletter(post("/api/news-letter-signup?email=Vet@Clinic.com&type=product", ipHeader))
    ).json();
    expect(first).toMatchObject({ success: true, message: expect.stringContaining("Thank you") });
    const again = await (
      await newsletter(post("/api/news-letter-signup?email=vet@clinic.com&type=product", ipHeader))
    ).json();
    expect(again).toMatchObject({ success: true, message: expect.stringContaining("already subscribed") });
    expect(await count("newsletter_signups")).toBe(1);
  });

  it("GET /api/next-webinar-popup answers the next counted webinar in SPEC §3 shape", async () => {
    const { data } = await (await webinarPopup()).json();
    expect(data).toMatchObject({
      title: expect.any(String),
      slogan: expect.any(String),
      link: expect.any(String),
      showCounter: true,
      timezone: expect.any(String),
    });
    expect(data.numeric_date_2).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(["both", "product"]).toContain(data.show_on);
    const [next] = await queryRows<{ title: string; starts_at: string | Date }>(
      db.db,
      sql`select title, starts_at from webinars where show_counter and starts_at > now() order by starts_at limit 1`,
    );
    expect(data.title).toBe(next!.title);
    // the instant the countdown counts to, so the browser needs no time-zone data of its own
    expect(new Date(data.starts_at).getTime()).toBe(new Date(next!.starts_at).getTime());
  });

  it("GET /api/ip answers the caller's address as the server stamped it, not a client's claim", async () => {
    const headers = { "x-forwarded-for": "203.0.113.9, 10.0.0.1", "x-dvm-client-ip": "198.51.100.4" };
    const body = await (await ip(new Request("http://localhost/api/ip", { headers }))).json();
    expect(body).toEqual({ ip: "198.51.100.4" });
  });

  it("POST /api/contact validates, stores and rate-limits per IP", async () => {
    const bad = await contact(postJson("/api/contact", { name: "A", email: "nope", subject: "", message: "short" }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).success).toBe(false);
    expect(await count("contact_messages")).toBe(0);
    const good = {
      name: "Dr. Jane Vet",
      email: "jane@clinic.com",
      subject: "Account confirmation",
      message: "Please confirm our clinic account, documents uploaded.",
    };
    const headers = {
      "content-type": "application/json",
      "x-forwarded-for": `198.51.100.${backend === "pglite" ? 7 : 8}`,
    };
    const send = () =>
      contact(
        new Request("http://localhost:3000/api/contact", { method: "POST", headers, body: JSON.stringify(good) }),
      );
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(201);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBeTruthy();
    expect(await count("contact_messages")).toBe(5);
  });

  it("POST /api/vendor-applications stores a valid application", async () => {
    const bad = await vendorApply(
      postJson("/api/vendor-applications", { company: "", contactName: "x", email: "bad" }),
    );
    expect(bad.status).toBe(400);
    const res = await vendorApply(
      postJson("/api/vendor-applications", {
        company: "Acme Vet Supply",
        contactName: "Sam Seller",
        email: "sam@acme.com",
        website: "https://acme.com",
      }),
    );
    expect(res.status).toBe(201);
    expect(await count("vendor_applications")).toBe(1);
  });

  it("GET /api/vet-reps filters by state and rejects a bad vendor id", async () => {
    const [rep] = await queryRows<{ state: string }>(db.db, sql`select state from sales_reps limit 1`);
    const body = await (await vetReps(get(`/api/vet-reps?state=${rep!.state}`))).json();
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((r: { state: string }) => r.state === rep!.state)).toBe(true);
    expect((await vetReps(get("/api/vet-reps?vendor=abc"))).status).toBe(400);
  });

  it("webinar registration: 401 signed out, stored once, confirmed by a Webinars notification; .ics download", async () => {
    const [w] = await queryRows<{ link: string }>(
      db.db,
      sql`select link from webinars where starts_at > now() order by starts_at limit 1`,
    );
    const url = `/api/webinars/${w!.link}/register`;
    expect((await register(postJson(url, {}), params({ link: w!.link }))).status).toBe(401);
    const cookie = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    const first = await (await register(postJson(url, {}, cookie), params({ link: w!.link }))).json();
    expect(first).toMatchObject({ success: true, registered: true });
    await register(postJson(url, {}, cookie), params({ link: w!.link }));
    expect(await count("webinar_registrations")).toBe(1);
    const notes = await queryRows<{ type: string }>(
      db.db,
      sql`select type from notifications where user_id = 'demo-buyer'`,
    );
    expect(notes.map((n) => n.type)).toEqual(["Webinars"]);
    expect((await register(postJson("/api/webinars/nope/register", {}, cookie), params({ link: "nope" }))).status).toBe(
      404,
    );
    const ics = await calendar(get(`/api/webinars/${w!.link}/calendar.ics`), params({ link: w!.link }));
    expect(ics.headers.get("content-type")).toContain("text/calendar");
    const text = await ics.text();
    expect(text).toContain("BEGIN:VEVENT");
    expect(text).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  });
});
