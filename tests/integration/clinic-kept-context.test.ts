import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { GET as buyerParts } from "@/app/api/buyer-parts/route";
import { PATCH as patchLocation } from "@/app/api/clinic/locations/[id]/route";
import { PATCH as patchMember } from "@/app/api/clinic/members/[id]/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, patchJson, sessionCookie } from "../helpers/sessions";

type Clinic = { clinic_id: string; location_id: number; location: string; role: string };

// The header's clinic is kept with the session's viewer (keptClinicContext): the writers of
// memberships and locations must make the next request read it again, at once, on the same cookie.
describe.each(backends)("the header's clinic, kept with the session, on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  const c: Record<string, string> = {};
  let memberId = "";
  let locations: { id: number; name: string }[] = [];
  const header = async (): Promise<Clinic> => {
    const res = await buyerParts(get("/api/buyer-parts", c.purchaser));
    expect(res.status).toBe(200);
    return (await res.json()).cart.clinic;
  };

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedDemoUsers(h.db);
    c.owner = await sessionCookie("owner@dvm.demo", "DemoOwner#2026");
    c.purchaser = await sessionCookie("purchaser@dvm.demo", "DemoPurchaser#2026");
    [{ id: memberId }] = (await queryRows<{ id: string }>(
      h.db,
      sql`select m.id from member m join "user" u on u.id = m.user_id where u.email = 'purchaser@dvm.demo'`,
    )) as [{ id: string }];
    locations = await queryRows<{ id: number; name: string }>(
      h.db,
      sql`select id, name from clinic_locations where organization_id = 'clinic-heartland' order by id`,
    );
  });
  afterAll(async () => h?.dispose());

  it("follows a member's new locations and role, and a location's new name, on the next request", async () => {
    const before = await header();
    expect(before).toMatchObject({ clinic_id: "clinic-heartland", role: "purchaser" });
    expect(await header()).toEqual(before); // kept: the same answer

    const other = locations.find((l) => l.id !== before.location_id)!;
    const moved = await patchMember(
      patchJson(`/api/clinic/members/${memberId}`, { location_ids: [other.id] }, c.owner),
      params({ id: memberId }),
    );
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(await header()).toMatchObject({ location_id: other.id, location: other.name });

    const renamed = await patchLocation(
      patchJson(`/api/clinic/locations/${other.id}`, { name: "Heartland Riverside" }, c.owner),
      params({ id: String(other.id) }),
    );
    expect(renamed.status, await renamed.clone().text()).toBe(200);
    expect(await header()).toMatchObject({ location_id: other.id, location: "Heartland Riverside" });

    const demoted = await patchMember(
      patchJson(`/api/clinic/members/${memberId}`, { role: "requester" }, c.owner),
      params({ id: memberId }),
    );
    expect(demoted.status, await demoted.clone().text()).toBe(200);
    expect(await header()).toMatchObject({ role: "requester" });
  });
});
