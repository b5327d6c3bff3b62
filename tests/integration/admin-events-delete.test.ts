import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, courses, speakers, webinarRegistrations, webinars } from "@/db/schema";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { advanceIdSequences } from "@/db/seed/id-sequences";
import { DELETE as deleteRoute } from "@/app/api/admin/events/[kind]/[id]/route";
import { POST as register } from "@/app/api/webinars/[link]/register/route";
import { eventPreviewData } from "@/features/admin/server/event-item";
import { expoOverview, getWebinar, listCourses } from "@/features/content/server/queries";
import { nextWebinarPopup } from "@/features/shell/server/webinar-popup";
import { onChange, type Change } from "@/lib/change-bus";
import { backends, createTestDb } from "../helpers/test-db";
import { params, postJson, sessionCookie } from "../helpers/sessions";

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000);

describe.each(backends)("deleting webinars, speakers and courses in the console on %s", (backend) => {
  let db: Awaited<ReturnType<typeof createTestDb>>;
  let operator: string;
  let buyer: string;
  const changes: Change[] = [];
  let stop: () => void;

  const del = (kind: string, id: string, cookie = operator) =>
    deleteRoute(
      new Request(`http://localhost:3000/api/admin/events/${kind}/${id}`, {
        method: "DELETE",
        headers: { origin: "http://localhost:3000", cookie },
      }),
      params({ kind, id }),
    );

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
    await db.db.insert(speakers).values([
      { id: 1, name: "Dr. Ana Ruiz", title: "DVM, DAVDC", bio: "Veterinary dentist." },
      { id: 2, name: "Dr. Ben Ode", title: "DVM", bio: "Practice owner." },
      { id: 3, name: "Dr. Cy Lee", title: "DVM", bio: "Internist." },
    ]);
    await db.db.insert(webinars).values([
      // people registered: deleting would lose them
      { id: 10, title: "Dental day", link: "dental-day", startsAt: inDays(5), timezone: "UTC", speakerIds: [1] },
      // nothing depends on it; it is the countdown banner's webinar
      { id: 11, title: "Fluids live", link: "fluids-live", startsAt: inDays(3), timezone: "UTC", showCounter: true },
      // a draft, for the preview
      {
        id: 12,
        title: "Draft session",
        link: "draft-session",
        startsAt: inDays(9),
        timezone: "America/Chicago",
        speakerIds: [2, 1],
        published: false,
      },
    ]);
    await db.db.insert(courses).values([
      { id: 20, title: "Pain scoring", slug: "pain-scoring", kind: "course", description: "x", speakerIds: [2] },
      { id: 21, title: "Fluids 101", slug: "fluids-101", kind: "course", description: "x" },
      {
        id: 22,
        title: "ER bundle",
        slug: "er-bundle",
        kind: "bundle",
        description: "x",
        courseSlugs: ["pain-scoring"],
      },
    ]);
    await db.db.insert(webinarRegistrations).values({ webinarId: 10, userId: "demo-buyer", email: "buyer@dvm.demo" });
    await advanceIdSequences(db.db);
    operator = await sessionCookie("operator@dvm.demo", "DemoOperator#2026");
    buyer = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
    stop = onChange((c) => void changes.push(c));
  });
  afterAll(async () => {
    stop?.();
    await db?.dispose();
  });

  it("refuses, with the way out, whatever something still depends on; nothing changes", async () => {
    const before = await snapshot();
    changes.length = 0;
    for (const [kind, id, sentence] of [
      ["webinars", "10", /^1 person has registered for “Dental day”: .*Unpublish it instead/],
      ["speakers", "1", /^Dr\. Ana Ruiz still speaks at “Dental day” and “Draft session”\. Take them off those first/],
      ["speakers", "2", /^Dr\. Ben Ode still speaks at “Draft session” and “Pain scoring”\./],
      ["courses", "20", /^“Pain scoring” is part of the bundle “ER bundle”\./],
    ] as const) {
      const res = await del(kind, id);
      expect(res.status, `${kind} ${id}`).toBe(409);
      expect(await res.json()).toMatchObject({ success: false, message: expect.stringMatching(sentence) });
    }
    expect(await snapshot()).toBe(before);
    expect(changes).toEqual([]);
  });

  it("answers 404 for an item that is not there and 400 for a malformed id, changing nothing", async () => {
    const before = await snapshot();
    expect((await del("webinars", "999")).status).toBe(404);
    expect((await del("speakers", "0")).status).toBe(400);
    expect((await del("courses", "abc")).status).toBe(400);
    expect((await del("blogs", "1")).status).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it("refuses a buyer (403) and keeps the webinar", async () => {
    expect((await del("webinars", "11", buyer)).status).toBe(403);
    expect(await getWebinar("fluids-live")).not.toBeNull();
  });

  it("deletes a webinar nothing depends on: gone from the expo and the banner at once, audited with what it was", async () => {
    expect(await nextWebinarPopup()).toMatchObject({ title: "Fluids live" });
    changes.length = 0;
    const res = await del("webinars", "11");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "Deleted “Fluids live”." });
    expect(await getWebinar("fluids-live")).toBeNull();
    expect((await expoOverview()).upcoming.map((w) => w.id)).not.toContain(11);
    expect(await nextWebinarPopup()).toBeNull();
    expect(changes).toContainEqual({ kind: "content", ids: [11] });
    const [audit] = await db.db.select().from(auditLog).where(eq(auditLog.action, "content.webinar.delete"));
    expect(audit).toMatchObject({
      actorEmail: "operator@dvm.demo",
      targetType: "webinar",
      targetId: "11",
      before: { id: 11, title: "Fluids live", link: "fluids-live", showCounter: true },
      after: null,
    });
    // a registration arriving for it now finds nothing, and leaves no orphan row
    const late = await register(
      postJson("/api/webinars/fluids-live/register", {}, buyer),
      params({ link: "fluids-live" }),
    );
    expect(late.status).toBe(404);
    const [{ n }] = await db.db
      .select({ n: count() })
      .from(webinarRegistrations)
      .where(eq(webinarRegistrations.webinarId, 11));
    expect(n).toBe(0);
  });

  it("deletes a free speaker and a course no bundle includes, each audited", async () => {
    expect((await del("speakers", "3")).status).toBe(200);
    expect((await expoOverview()).speakers.map((s) => s.id)).toEqual([1, 2]);
    expect((await del("courses", "21")).status).toBe(200);
    expect((await listCourses(["course"])).map((c) => c.id)).toEqual([20]);
    const actions = (await db.db.select().from(auditLog)).map((a) => `${a.action} ${a.targetId}`);
    expect(actions).toEqual(expect.arrayContaining(["content.speaker.delete 3", "content.course.delete 21"]));
  });

  it("once the bundle is gone, its course can go too", async () => {
    expect((await del("courses", "22")).status).toBe(200);
    expect((await del("courses", "20")).status).toBe(200);
  });

  it("previews a draft webinar with its speakers in the chosen order", async () => {
    const data = await eventPreviewData("webinars", "12");
    expect(data.kind).toBe("webinars");
    if (data.kind !== "webinars") return;
    expect(data.webinar).toMatchObject({ title: "Draft session", published: false });
    expect(data.speakers.map((s) => s.name)).toEqual(["Dr. Ben Ode", "Dr. Ana Ruiz"]);
    await expect(eventPreviewData("webinars", "11")).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/);
  });
});
