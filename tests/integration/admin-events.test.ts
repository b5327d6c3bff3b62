import { count, eq } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, courses, speakers, vendors, webinarRegistrations, webinars } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { advanceIdSequences } from "@/db/seed/id-sequences";
import { seedDemoVendorUsers } from "@/db/seed/demo-vendor-users";
import { GET as listGet, POST as createPost } from "@/app/api/admin/events/[kind]/route";
import { GET as itemGet, POST as savePost } from "@/app/api/admin/events/[kind]/[id]/route";
import { POST as publishPost } from "@/app/api/admin/events/[kind]/[id]/publish/route";
import { GET as registrationsGet } from "@/app/api/admin/registrations/route";
import { GET as exportGet } from "@/app/api/admin/registrations/export/route";
import { expoOverview, getWebinar, listCourses } from "@/features/content/server/queries";
import { nextWebinarPopup } from "@/features/shell/server/webinar-popup";
import { onChange, type Change } from "@/lib/change-bus";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";

const nextYear = new Date().getUTCFullYear() + 1;
const WEBINAR = {
  title: "Feline dentistry live",
  slogan: "Bright smiles",
  link: "feline-dentistry",
  descriptionHtml: '<p>Extractions <em>made calm</em>.</p><img src=x onerror="steal()">',
  speakerIds: ["1"],
  startsAt: `${nextYear}-03-10T12:00`,
  timezone: "America/New_York",
  durationMinutes: 45,
  zoomLink: "https://zoom.us/j/123",
  sponsor: "Acme Dental",
  agenda: "12:00 PM | Welcome\n12:10 PM | Extractions",
  published: true,
};
const LUNCH = {
  title: "Pain scoring over lunch",
  slug: "pain-scoring-lunch",
  kind: "learn-at-lunch",
  description: "Thirty minutes on pain scales.",
  price: "",
  ceHours: "1",
  startsAt: `${nextYear}-04-02T12:00`,
  lessons: "Pain scales | 20\nQ&A | 10",
  speakerIds: [],
  sponsor: "",
  published: true,
};

describe.each(backends)("webinars, expo and courses in the console on %s", (backend) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let operator: string;
  let buyer: string;
  let vendor: string;
  const changes: Change[] = [];
  let stop: () => void;

  async function snapshot() {
    const [w, s, c, r, a] = await Promise.all([
      db.db.select().from(webinars).orderBy(webinars.id),
      db.db.select().from(speakers).orderBy(speakers.id),
      db.db.select().from(courses).orderBy(courses.id),
      db.db.select().from(webinarRegistrations).orderBy(webinarRegistrations.id),
      db.db.select({ n: count() }).from(auditLog),
    ]);
    return JSON.stringify({ w, s, c, r, a });
  }

  beforeAll(async () => {
    db = await createTestDb(backend);
    await seedDemoUsers(db.db);
    await db.db.insert(vendors).values({ id: 1, name: "Acme Vet", slug: "acme-vet" });
    await seedDemoVendorUsers(db.db);
    await db.db.insert(speakers).values([
      { id: 1, name: "Dr. Ana Ruiz", title: "DVM, DAVDC", bio: "Veterinary dentist." },
      { id: 2, name: "Dr. Ben Ode", title: "DVM", bio: "Practice owner." },
    ]);
    await db.db.insert(webinars).values({
      id: 90,
      title: "Old title",
      link: "old-webinar",
      startsAt: new Date(Date.now() + 20 * 86_400_000),
      timezone: "America/Chicago",
      showCounter: true,
    });
    await db.db.insert(courses).values({
      id: 50,
      title: "Fluids 101",
      slug: "fluids-101",
      kind: "course",
      description: "Fluid therapy basics.",
      priceCents: 4900,
    });
    // the fixtures' own ids, as the seed's: what the console adds next takes the following ones
    await advanceIdSequences(db.db);
    await db.db.insert(webinarRegistrations).values([
      { webinarId: 90, userId: "demo-buyer", email: "buyer@dvm.demo", createdAt: new Date("2026-01-02T10:00:00Z") },
      { webinarId: 90, email: '=HYPERLINK("x")@evil.test', createdAt: new Date("2026-01-03T10:00:00Z") },
    ]);
    operator = await sessionCookie("operator@dvm.demo", "DemoOperator#2026");
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    vendor = await sessionCookie("vendor@dvm.demo", "DemoVendor#2026");
    stop = onChange((c) => void changes.push(c));
  });
  afterAll(async () => {
    stop?.();
    await db?.dispose();
  });

  const call = {
    list: (c?: string) => listGet(get("/api/admin/events/webinars", c), params({ kind: "webinars" })),
    create: (c?: string) => createPost(postJson("/api/admin/events/courses", LUNCH, c), params({ kind: "courses" })),
    open: (c?: string) => itemGet(get("/api/admin/events/webinars/90", c), params({ kind: "webinars", id: "90" })),
    save: (c?: string) =>
      savePost(postJson("/api/admin/events/webinars/90", WEBINAR, c), params({ kind: "webinars", id: "90" })),
    speaker: (c?: string) =>
      savePost(
        postJson("/api/admin/events/speakers/1", { name: "X", title: "Y", bio: "Z", image: "" }, c),
        params({ kind: "speakers", id: "1" }),
      ),
    publish: (c?: string) =>
      publishPost(
        postJson("/api/admin/events/courses/50/publish", { published: false }, c),
        params({ kind: "courses", id: "50" }),
      ),
    registrations: (c?: string) => registrationsGet(get("/api/admin/registrations?webinar=90", c)),
    export: (c?: string) => exportGet(get("/api/admin/registrations/export?webinar=90", c)),
  };

  it("refuses visitors (401), buyers and vendor users (403), changing nothing", async () => {
    const before = await snapshot();
    for (const [who, cookie, status] of [
      ["visitor", undefined, 401],
      ["buyer", buyer, 403],
      ["vendor", vendor, 403],
    ] as const) {
      for (const [name, run] of Object.entries(call)) {
        const res = await run(cookie);
        expect(res.status, `${who}: ${name}`).toBe(status);
        expect(await res.json(), `${who}: ${name}`).toMatchObject({ success: false });
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it("a webinar edit is on the expo's read path right after saving, sanitized, audited and announced", async () => {
    changes.length = 0;
    const res = await call.save(operator);
    expect(res.status).toBe(200);
    const found = await getWebinar("feline-dentistry");
    expect(found?.webinar).toMatchObject({
      title: "Feline dentistry live",
      descriptionHtml: "<p>Extractions <em>made calm</em>.</p>",
      description: "Extractions made calm.",
      durationMinutes: 45,
      sponsor: "Acme Dental",
      agenda: [
        { time: "12:00 PM", title: "Welcome" },
        { time: "12:10 PM", title: "Extractions" },
      ],
      // the countdown flag belongs to the banner page and is kept
      showCounter: true,
    });
    // noon in New York (daylight time starts later in March)
    expect(found!.webinar.startsAt.toISOString()).toBe(`${nextYear}-03-10T17:00:00.000Z`);
    expect(found!.speakers.map((s) => s.name)).toEqual(["Dr. Ana Ruiz"]);
    expect(await getWebinar("old-webinar")).toBeNull();
    expect(changes).toContainEqual({ kind: "content", ids: [90] });
    const [audit] = await db.db.select().from(auditLog).where(eq(auditLog.action, "content.webinar.update"));
    expect(audit).toMatchObject({ actorEmail: "operator@dvm.demo", targetId: "90", before: { title: "Old title" } });
    const opened = await (await call.open(operator)).json();
    expect(opened.data).toMatchObject({ wallStart: `${nextYear}-03-10T12:00`, agendaText: WEBINAR.agenda });
  });

  it("unpublishing a webinar takes it off the expo, its page and the countdown at once", async () => {
    expect(await nextWebinarPopup()).toMatchObject({ title: "Feline dentistry live" });
    const off = await publishPost(
      postJson("/api/admin/events/webinars/90/publish", { published: false }, operator),
      params({ kind: "webinars", id: "90" }),
    );
    expect(off.status).toBe(200);
    const expo = await expoOverview();
    expect([...expo.upcoming, ...expo.past].map((w) => w.id)).not.toContain(90);
    expect(await getWebinar("feline-dentistry")).toBeNull();
    expect(await nextWebinarPopup()).toBeNull();
    await publishPost(
      postJson("/api/admin/events/webinars/90/publish", { published: true }, operator),
      params({ kind: "webinars", id: "90" }),
    );
    expect((await expoOverview()).upcoming.map((w) => w.id)).toContain(90);
  });

  it("refuses an unknown speaker, a link in use, a bad agenda line and unsafe-only text; nothing changes", async () => {
    await db.db.insert(webinars).values({
      id: 91,
      title: "Other",
      link: "other-webinar",
      startsAt: new Date(Date.now() + 40 * 86_400_000),
      timezone: "UTC",
    });
    const before = await snapshot();
    for (const [patch, status, sentence] of [
      [{ speakerIds: ["99"] }, 400, /no speaker 99/],
      [{ link: "other-webinar" }, 409, /already uses the link/],
      [{ agenda: "Welcome" }, 400, /Agenda line 1/],
      [{ descriptionHtml: "<script>x()</script>" }, 400, /empty once unsafe markup is removed/],
      [{ timezone: "Mars/Olympus" }, 400, /not a time zone/],
      [{ title: " " }, 400, /title/],
    ] as const) {
      const res = await savePost(
        postJson("/api/admin/events/webinars/90", { ...WEBINAR, ...patch }, operator),
        params({ kind: "webinars", id: "90" }),
      );
      expect(res.status, JSON.stringify(patch)).toBe(status);
      expect((await res.json()).message).toMatch(sentence);
    }
    expect(await snapshot()).toBe(before);
  });

  it("creates a Learn at Lunch session that shows at once; a course unpublished leaves the course page", async () => {
    const res = await call.create(operator);
    expect(res.status).toBe(201);
    const lunch = await listCourses(["learn-at-lunch"]);
    expect(lunch).toHaveLength(1);
    expect(lunch[0]).toMatchObject({
      title: "Pain scoring over lunch",
      priceCents: null,
      ceHours: 1,
      lessons: [
        { title: "Pain scales", minutes: 20 },
        { title: "Q&A", minutes: 10 },
      ],
    });
    // noon in Chicago, where the storefront shows lunch sessions
    expect(lunch[0]!.startsAt!.toISOString()).toBe(`${nextYear}-04-02T17:00:00.000Z`);
    expect((await listCourses(["course"])).map((c) => c.id)).toContain(50);
    expect((await call.publish(operator)).status).toBe(200);
    expect((await listCourses(["course"])).map((c) => c.id)).not.toContain(50);
    const saved = await savePost(
      postJson(
        "/api/admin/events/courses/50",
        { ...LUNCH, kind: "course", slug: "fluids-101", startsAt: "", price: "59.5", published: true },
        operator,
      ),
      params({ kind: "courses", id: "50" }),
    );
    expect(saved.status).toBe(200);
    expect((await listCourses(["course"])).find((c) => c.id === 50)).toMatchObject({ priceCents: 5950 });
    const dup = await createPost(postJson("/api/admin/events/courses", LUNCH, operator), params({ kind: "courses" }));
    expect(dup.status).toBe(409);
  });

  it("adds a speaker with the next number and a photo; the expo lists them", async () => {
    const res = await createPost(
      postJson(
        "/api/admin/events/speakers",
        { name: "Dr. Cy Lee", title: "DVM, DACVIM", bio: "Internist.", image: "https://cdn.example.com/cy.jpg" },
        operator,
      ),
      params({ kind: "speakers" }),
    );
    expect(res.status).toBe(201);
    expect((await res.json()).data.id).toBe("3");
    expect((await expoOverview()).speakers.find((s) => s.id === 3)).toMatchObject({
      name: "Dr. Cy Lee",
      image: "https://cdn.example.com/cy.jpg",
    });
    const bad = await createPost(
      postJson("/api/admin/events/speakers", { name: "X", title: "Y", bio: "Z", image: "javascript:x" }, operator),
      params({ kind: "speakers" }),
    );
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/https/);
  });

  it("exports the registration list as CSV, formulas defused", async () => {
    const list = await (await call.registrations(operator)).json();
    expect(list).toMatchObject({ success: true, total: 2 });
    const res = await call.export(operator);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/csv/);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="webinar-90-registrations.csv"');
    const parsed = Papa.parse<string[]>(await res.text(), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual([
      "Webinar",
      "Webinar link",
      "Webinar start",
      "Email",
      "Name",
      "Clinic",
      "State",
      "Registered at",
    ]);
    expect(parsed).toHaveLength(3);
    expect(parsed[1]!.slice(0, 4)).toEqual([
      "Feline dentistry live",
      "feline-dentistry",
      `${nextYear}-03-10T17:00:00.000Z`,
      "buyer@dvm.demo",
    ]);
    expect(parsed[1]![7]).toBe("2026-01-02T10:00:00.000Z");
    expect(parsed[2]![3]).toBe('\'=HYPERLINK("x")@evil.test');
    const all = await exportGet(get("/api/admin/registrations/export", operator));
    expect(all.headers.get("content-disposition")).toMatch(/expo-registrations\.csv/);
    const missing = await exportGet(get("/api/admin/registrations/export?webinar=999", operator));
    expect(missing.status).toBe(404);
  });
});
