import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, blogs, faqs, infoPages, webinars } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { GET as listGet, POST as createPost } from "@/app/api/admin/content/[kind]/route";
import { GET as itemGet, POST as savePost } from "@/app/api/admin/content/[kind]/[id]/route";
import { POST as publishPost } from "@/app/api/admin/content/[kind]/[id]/publish/route";
import { POST as bannerPost } from "@/app/api/admin/banner/[id]/route";
import { nextWebinarPopup } from "@/features/shell/server/webinar-popup";
import { getBlog, getInfoPage, listBlogs, listFaqs } from "@/features/content/server/queries";
import { onChange, type Change } from "@/lib/change-bus";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";

const FAQ = {
  question: "How fast do orders ship?",
  answerHtml: '<p>Within <strong>two</strong> days.</p><script>steal()</script><p onclick="x()">Really.</p>',
  position: 1,
  published: true,
};

const nextYear = new Date().getUTCFullYear() + 1;
const BANNER = {
  title: "Dental radiology live",
  slogan: "Sharper films",
  startsAt: `${nextYear}-01-15T13:00`,
  timezone: "America/Chicago",
  showCounter: true,
  showOn: "both",
  zoomLink: "",
  externalLink: "",
};

describe.each(backends)("content editing in the console on %s", (backend) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let operator: string;
  let buyer: string;
  let salesRep: string;
  const changes: Change[] = [];
  let stop: () => void;

  async function snapshot() {
    const [b, f, p, w, a] = await Promise.all([
      db.db.select().from(blogs).orderBy(blogs.id),
      db.db.select().from(faqs).orderBy(faqs.id),
      db.db.select().from(infoPages),
      db.db.select().from(webinars).orderBy(webinars.id),
      db.db.select({ n: count() }).from(auditLog),
    ]);
    return JSON.stringify({ b, f, p, w, a });
  }

  beforeAll(async () => {
    db = await createTestDb(backend);
    await seedDemoUsers(db.db);
    await db.db.insert(faqs).values({ id: 500, question: "Old question?", answer: "Old answer.", position: 0 });
    await db.db.insert(webinars).values({
      id: 77,
      title: "Dental radiology",
      link: "dental-radiology",
      startsAt: new Date(Date.now() + 30 * 86_400_000),
      timezone: "America/Chicago",
      showCounter: false,
    });
    operator = await sessionCookie("operator@dvm.demo", "DemoOperator#2026");
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    salesRep = await sessionCookie("salesrep@dvm.demo", "DemoSalesRep#2026");
    stop = onChange((c) => void changes.push(c));
  });
  afterAll(async () => {
    stop?.();
    await db?.dispose();
  });

  const call = {
    list: (c?: string) => listGet(get("/api/admin/content/faqs", c), params({ kind: "faqs" })),
    create: (c?: string) => createPost(postJson("/api/admin/content/faqs", FAQ, c), params({ kind: "faqs" })),
    open: (c?: string) => itemGet(get("/api/admin/content/faqs/500", c), params({ kind: "faqs", id: "500" })),
    save: (c?: string) =>
      savePost(postJson("/api/admin/content/faqs/500", FAQ, c), params({ kind: "faqs", id: "500" })),
    page: (c?: string) =>
      savePost(
        postJson("/api/admin/content/pages/about-us", { title: "About", bodyHtml: "<p>x</p>", published: true }, c),
        params({ kind: "pages", id: "about-us" }),
      ),
    banner: (c?: string) => bannerPost(postJson("/api/admin/banner/77", BANNER, c), params({ id: "77" })),
    publish: (c?: string) =>
      publishPost(
        postJson("/api/admin/content/faqs/500/publish", { published: false }, c),
        params({ kind: "faqs", id: "500" }),
      ),
  };

  it("refuses visitors (401), buyers and sales reps (403), changing nothing", async () => {
    const before = await snapshot();
    for (const [who, cookie, status] of [
      ["visitor", undefined, 401],
      ["buyer", buyer, 403],
      ["sales rep", salesRep, 403],
    ] as const) {
      for (const [name, run] of Object.entries(call)) {
        const res = await run(cookie);
        expect(res.status, `${who}: ${name}`).toBe(status);
        expect(await res.json(), `${who}: ${name}`).toMatchObject({ success: false });
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it("an edit is on the storefront's read path right after saving, sanitized, audited and announced", async () => {
    changes.length = 0;
    const res = await call.save(operator);
    expect(res.status).toBe(200);
    const shown = (await listFaqs()).find((f) => f.id === 500)!;
    expect(shown.question).toBe("How fast do orders ship?");
    expect(shown.answerHtml).toBe("<p>Within <strong>two</strong> days.</p><p>Really.</p>");
    expect(shown.answer).toBe("Within two days.\nReally.");
    expect(changes).toContainEqual({ kind: "content", ids: [500] });
    const [audit] = await db.db.select().from(auditLog).where(eq(auditLog.action, "content.faq.update"));
    expect(audit).toMatchObject({
      actorEmail: "operator@dvm.demo",
      targetId: "500",
      before: { question: "Old question?", answer: "Old answer." },
    });
  });

  it("unpublishing hides it from the storefront at once; publishing brings it back", async () => {
    expect((await call.publish(operator)).status).toBe(200);
    expect((await listFaqs()).map((f) => f.id)).not.toContain(500);
    const back = await publishPost(
      postJson("/api/admin/content/faqs/500/publish", { published: true }, operator),
      params({ kind: "faqs", id: "500" }),
    );
    expect(back.status).toBe(200);
    expect((await listFaqs()).map((f) => f.id)).toContain(500);
    const actions = (await db.db.select().from(auditLog)).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(["content.faq.unpublish", "content.faq.publish"]));
  });

  it("refuses text that is empty once unsafe markup is removed, and a blank question; nothing changes", async () => {
    const before = await snapshot();
    const empty = await savePost(
      postJson("/api/admin/content/faqs/500", { ...FAQ, answerHtml: "<script>x()</script>" }, operator),
      params({ kind: "faqs", id: "500" }),
    );
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toMatch(/empty once unsafe markup is removed/);
    const blank = await savePost(
      postJson("/api/admin/content/faqs/500", { ...FAQ, question: " " }, operator),
      params({ kind: "faqs", id: "500" }),
    );
    expect(blank.status).toBe(400);
    expect((await blank.json()).message).toMatch(/question/i);
    expect(await snapshot()).toBe(before);
  });

  it("creates a blog as a draft (not on the storefront), publishes it, and refuses a link in use", async () => {
    const blog = {
      title: "Storing vaccines",
      link: "storing-vaccines",
      category: "Practice",
      excerpt: "Keep the cold chain.",
      author: "DVM Team",
      bodyHtml: '<h2>Cold chain</h2><p>Use a <a href="javascript:alert(1)">fridge</a>.</p>',
      published: false,
    };
    const res = await createPost(postJson("/api/admin/content/blogs", blog, operator), params({ kind: "blogs" }));
    expect(res.status).toBe(201);
    const id = (await res.json()).data.id as string;
    expect(await getBlog("storing-vaccines")).toBeNull();
    expect((await listBlogs()).blogs.map((b) => b.link)).not.toContain("storing-vaccines");
    await savePost(
      postJson(`/api/admin/content/blogs/${id}`, { ...blog, published: true }, operator),
      params({ kind: "blogs", id }),
    );
    const shown = await getBlog("storing-vaccines");
    expect(shown?.bodyHtml).toBe('<h2>Cold chain</h2><p>Use a <a rel="noopener noreferrer nofollow">fridge</a>.</p>');
    const clash = await createPost(postJson("/api/admin/content/blogs", blog, operator), params({ kind: "blogs" }));
    expect(clash.status).toBe(409);
    expect((await clash.json()).message).toMatch(/already uses the link/);
  });

  it("an info page published from the console replaces the built-in one; unknown pages are refused", async () => {
    expect(await getInfoPage("about-us")).toBeNull();
    expect((await call.page(operator)).status).toBe(200);
    expect(await getInfoPage("about-us")).toMatchObject({ title: "About", bodyHtml: "<p>x</p>" });
    const bad = await savePost(
      postJson("/api/admin/content/pages/cart", { title: "x", bodyHtml: "<p>x</p>", published: true }, operator),
      params({ kind: "pages", id: "cart" }),
    );
    expect(bad.status).toBe(400);
    expect(await db.db.select().from(infoPages).where(eq(infoPages.slug, "cart"))).toEqual([]);
    const list = await (await listGet(get("/api/admin/content/pages", operator), params({ kind: "pages" }))).json();
    expect(list.data.map((p: { id: string }) => p.id)).toEqual([
      "about-us",
      "our-mission",
      "privacy-policy",
      "terms-and-conditions",
    ]);
  });

  it("the countdown banner counts down to the webinar saved in the console, at its wall time and zone", async () => {
    expect(await nextWebinarPopup()).toBeNull();
    const res = await call.banner(operator);
    expect(res.status).toBe(200);
    const popup = await nextWebinarPopup();
    expect(popup).toMatchObject({
      title: "Dental radiology live",
      slogan: "Sharper films",
      timezone: "America/Chicago",
      showCounter: true,
      show_on: "both",
      hour: 13,
      minute: 0,
      numeric_date_2: `01-15-${nextYear}`,
    });
    const [w] = await db.db.select().from(webinars).where(eq(webinars.id, 77));
    expect(w!.startsAt.toISOString()).toBe(`${nextYear}-01-15T19:00:00.000Z`);
    const [audit] = await db.db.select().from(auditLog).where(eq(auditLog.action, "content.banner.update"));
    expect(audit).toMatchObject({ targetId: "77", after: { showCounter: true, timezone: "America/Chicago" } });
  });

  it("refuses an unknown time zone, a past countdown and a non-https link; nothing changes", async () => {
    const before = await snapshot();
    for (const [patch, sentence] of [
      [{ timezone: "Mars/Olympus" }, /not a time zone/],
      [{ startsAt: "2001-01-01T10:00" }, /start in the future/],
      [{ zoomLink: "javascript:alert(1)" }, /https/],
    ] as const) {
      const res = await bannerPost(
        postJson("/api/admin/banner/77", { ...BANNER, ...patch }, operator),
        params({ id: "77" }),
      );
      expect(res.status).toBe(400);
      expect((await res.json()).message).toMatch(sentence);
    }
    expect(await snapshot()).toBe(before);
  });
});
