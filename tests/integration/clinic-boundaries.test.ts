import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "@/db/client";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { getAuth } from "@/features/accounts/server/auth";
import { INVITE_TEXT } from "@/features/clinic/server/members";
import { POST as approve } from "@/app/api/clinic/approvals/[id]/approve/route";
import { POST as reject } from "@/app/api/clinic/approvals/[id]/reject/route";
import { GET as approvals } from "@/app/api/clinic/approvals/route";
import { POST as accept } from "@/app/api/clinic/invitations/[id]/accept/route";
import { PATCH as setBudget } from "@/app/api/clinic/locations/[id]/route";
import { GET as locations, POST as addLocation } from "@/app/api/clinic/locations/route";
import { DELETE as removeMember, PATCH as editMember } from "@/app/api/clinic/members/[id]/route";
import { GET as members, POST as invite } from "@/app/api/clinic/members/route";
import { DELETE as deleteRule } from "@/app/api/clinic/rules/[id]/route";
import { GET as rules, POST as addRule } from "@/app/api/clinic/rules/route";
import { PATCH as settings } from "@/app/api/clinic/settings/route";
import { POST as switchTo } from "@/app/api/clinic/switch/route";
import { backends, createTestDb } from "../helpers/test-db";
import { get, params, postJson, sessionCookie } from "../helpers/sessions";

const send = (method: string, url: string, body: unknown, cookie?: string) =>
  new Request(`http://localhost:3000${url}`, {
    method,
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe.each(backends)("clinic boundaries on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  const c: Record<string, string> = {};
  let ids: { member: string; location: number; rule: number; approval: number };
  // a fingerprint of everything the clinic routes can change
  const snapshot = async () =>
    JSON.stringify(
      await queryRows(
        h.db,
        sql`select
          (select json_agg(m order by m.id) from member m) as members,
          (select json_agg(l order by l.id) from clinic_locations l) as locations,
          (select json_agg(r order by r.id) from clinic_approval_rules r) as rules,
          (select json_agg(a.status order by a.id) from clinic_approvals a) as approvals,
          (select json_agg(o.self_approval order by o.id) from organization o) as settings,
          (select count(*) from invitation) as invitations,
          (select count(*) from orders) as orders`,
      ),
    );

  beforeAll(async () => {
    h = await createTestDb(backend);
    await seedDemoUsers(h.db);
    for (const [k, email, pw] of [
      ["owner", "owner@dvm.demo", "DemoOwner#2026"],
      ["manager", "manager@dvm.demo", "DemoManager#2026"],
      ["purchaser", "purchaser@dvm.demo", "DemoPurchaser#2026"],
      ["requester", "requester@dvm.demo", "DemoRequester#2026"],
      ["other", "buyer@dvm.demo", "DemoBuyer#2026"],
    ])
      c[k!] = await sessionCookie(email!, pw!);
    const [m] = await queryRows<{ id: string }>(
      h.db,
      sql`select id from member where user_id = 'demo-clinic-requester'`,
    );
    const [l] = await queryRows<{ id: number }>(
      h.db,
      sql`select id from clinic_locations where organization_id = 'clinic-heartland' order by id limit 1`,
    );
    const [r] = await queryRows<{ id: number }>(
      h.db,
      sql`select id from clinic_approval_rules where organization_id = 'clinic-heartland' limit 1`,
    );
    const [a] = await queryRows<{ id: number }>(
      h.db,
      sql`insert into clinic_approvals (organization_id, location_id, requested_by, total_cents, reasons, input)
        values ('clinic-heartland', ${l!.id}, 'demo-clinic-requester', 1000, '[]'::jsonb, '{}'::jsonb) returning id`,
    );
    ids = { member: m!.id, location: l!.id, rule: r!.id, approval: a!.id };
  });
  afterAll(async () => h?.dispose());

  /** Every route that takes a clinic's ids or changes a clinic, as the given member would call it. */
  const calls = (cookie: string) => {
    const member = { id: ids.member };
    const loc = { id: String(ids.location) };
    const rule = { id: String(ids.rule) };
    const appr = { id: String(ids.approval) };
    return {
      "PATCH member": () =>
        editMember(send("PATCH", `/api/clinic/members/${ids.member}`, { role: "viewer" }, cookie), params(member)),
      "DELETE member": () =>
        removeMember(send("DELETE", `/api/clinic/members/${ids.member}`, undefined, cookie), params(member)),
      "PATCH budget": () =>
        setBudget(send("PATCH", `/api/clinic/locations/${ids.location}`, { monthly_budget: 1 }, cookie), params(loc)),
      "DELETE rule": () => deleteRule(send("DELETE", `/api/clinic/rules/${ids.rule}`, undefined, cookie), params(rule)),
      approve: () => approve(postJson(`/api/clinic/approvals/${ids.approval}/approve`, {}, cookie), params(appr)),
      reject: () =>
        reject(postJson(`/api/clinic/approvals/${ids.approval}/reject`, { comment: "no" }, cookie), params(appr)),
      switch: () =>
        switchTo(postJson("/api/clinic/switch", { clinic_id: "clinic-heartland", location_id: ids.location }, cookie)),
    };
  };

  it("a member of another clinic using this clinic's ids gets 403 on every route and nothing changes", async () => {
    const before = await snapshot();
    for (const [name, call] of Object.entries(calls(c.other!))) {
      const res = await call();
      expect(res.status, name).toBe(403);
      expect((await res.json()).success, name).toBe(false);
    }
    // and lists show only their own clinic
    const list = await (await approvals(get("/api/clinic/approvals", c.other))).json();
    expect(list.data).toEqual([]);
    const m = await (await members(get("/api/clinic/members", c.other))).json();
    expect(m.data.members.map((x: { email: string }) => x.email)).toEqual(["buyer@dvm.demo"]);
    expect(await snapshot()).toBe(before);
  });

  it("purchasers and requesters manage nothing; managers cannot add locations or change settings", async () => {
    const before = await snapshot();
    for (const who of ["purchaser", "requester"]) {
      for (const [name, call] of Object.entries(calls(c[who]!))) {
        if (name === "switch") continue; // their own clinic: allowed
        expect((await call()).status, `${who} ${name}`).toBe(403);
      }
      expect(
        (await invite(postJson("/api/clinic/members", { email: "x@example.com", role: "viewer" }, c[who]))).status,
      ).toBe(403);
      expect((await addRule(postJson("/api/clinic/rules", { kind: "total_over", amount: 10 }, c[who]))).status).toBe(
        403,
      );
      expect((await addLocation(postJson("/api/clinic/locations", { name: "X" }, c[who]))).status).toBe(403);
      expect((await settings(send("PATCH", "/api/clinic/settings", { self_approval: true }, c[who]))).status).toBe(403);
    }
    expect((await addLocation(postJson("/api/clinic/locations", { name: "X" }, c.manager))).status).toBe(403);
    expect((await settings(send("PATCH", "/api/clinic/settings", { self_approval: true }, c.manager))).status).toBe(
      403,
    );
    // a manager cannot touch an owner
    const [owner] = await queryRows<{ id: string }>(
      h.db,
      sql`select id from member where user_id = 'demo-clinic-owner'`,
    );
    const res = await editMember(
      send("PATCH", `/api/clinic/members/${owner!.id}`, { role: "viewer" }, c.manager),
      params({ id: owner!.id }),
    );
    expect(res.status).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  it("bad input gets a sentence and changes nothing", async () => {
    const before = await snapshot();
    const bad = await invite(postJson("/api/clinic/members", { email: "nope", role: "viewer" }, c.manager));
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toContain("Enter a valid e-mail address.");
    const role = await invite(postJson("/api/clinic/members", { email: "a@example.com", role: "boss" }, c.manager));
    expect((await role.json()).message).toContain("Choose a role");
    expect(await snapshot()).toBe(before);
  });

  it("managers set budgets and rules; owners add locations and settings", async () => {
    const b = await setBudget(
      send("PATCH", `/api/clinic/locations/${ids.location}`, { monthly_budget: 2500 }, c.manager),
      params({ id: String(ids.location) }),
    );
    expect(b.status).toBe(200);
    const locs = await (await locations(get("/api/clinic/locations", c.purchaser))).json();
    expect(locs.data.find((l: { id: number }) => l.id === ids.location).monthly_budget).toBe(2500);
    const r = await addRule(postJson("/api/clinic/rules", { kind: "total_over", amount: 1500 }, c.manager));
    expect(r.status).toBe(201);
    expect((await (await rules(get("/api/clinic/rules", c.manager))).json()).data).toHaveLength(2);
    // a location is where its orders ship: without its address it is refused with what is missing
    const bare = await addLocation(postJson("/api/clinic/locations", { name: "Heartland East" }, c.owner));
    expect(bare.status).toBe(400);
    expect((await bare.json()).message).toContain("Enter the street address.");
    const east = { name: "Heartland East", line1: "9 Elm Street", city: "Independence", state: "mo", zip: "64050" };
    expect((await addLocation(postJson("/api/clinic/locations", east, c.owner))).status).toBe(201);
    expect((await settings(send("PATCH", "/api/clinic/settings", { self_approval: false }, c.owner))).status).toBe(200);
  });

  it("invites by e-mail through the outbox; a new account accepts; removal ends their clinic sessions", async () => {
    const res = await invite(
      postJson("/api/clinic/members", { email: "newtech@example.com", role: "requester" }, c.manager),
    );
    expect(res.status).toBe(201);
    const { data } = await res.json();
    const [mail] = await queryRows<{ body: string }>(
      h.db,
      sql`select body from mail_outbox where "to" = 'newtech@example.com'`,
    );
    expect(mail!.body).toContain(`/clinic/join/${data.id}`);

    const auth = await getAuth();
    // the registration form's fields; the server-only ones (level, coins, role...) are not settable
    const registration = {
      email: "newtech@example.com",
      password: "correct horse battery staple",
      name: "New Tech",
      firstName: "New",
      lastName: "Tech",
      clinicName: "Tech's Own",
      position: "Technician",
      state: "MO",
      country: "US",
    };
    await auth.api.signUpEmail({
      body: registration as NonNullable<Parameters<typeof auth.api.signUpEmail>[0]>["body"],
    });
    // a new registration is a one-person clinic of its own
    const [own] = await queryRows<{ n: number }>(
      h.db,
      sql`select count(*)::int as n from member m join "user" u on u.id = m.user_id where u.email = 'newtech@example.com' and m.role = 'owner'`,
    );
    expect(own!.n).toBe(1);
    const cookie = await sessionCookie("newtech@example.com", "correct horse battery staple");
    expect(
      (await accept(postJson(`/api/clinic/invitations/${data.id}/accept`, {}, c.other), params({ id: data.id })))
        .status,
    ).toBe(404);
    // signing up the invited address is not owning it: without the mailed link's token it is refused
    const unproven = await accept(
      postJson(`/api/clinic/invitations/${data.id}/accept`, {}, cookie),
      params({ id: data.id }),
    );
    expect(unproven.status).toBe(403);
    expect((await unproven.json()).message).toBe(INVITE_TEXT.unproven);
    const wrong = { token: "not-the-mailed-token" };
    expect(
      (await accept(postJson(`/api/clinic/invitations/${data.id}/accept`, wrong, cookie), params({ id: data.id })))
        .status,
    ).toBe(403);
    const token = new URL(`http://x${/\/clinic\/join\/\S+/.exec(mail!.body)![0]}`).searchParams.get("token")!;
    expect(
      (await accept(postJson(`/api/clinic/invitations/${data.id}/accept`, { token }, cookie), params({ id: data.id })))
        .status,
    ).toBe(200);
    const [proven] = await queryRows<{ v: boolean }>(
      h.db,
      sql`select email_verified as v from "user" where email = 'newtech@example.com'`,
    );
    expect(proven!.v).toBe(true);
    const [audit] = await queryRows<{ n: number }>(
      h.db,
      sql`select count(*)::int as n from audit_log where target_id = ${data.id} and action in ('clinic.invite', 'clinic.invitation_accepted')`,
    );
    expect(audit!.n).toBe(2);
    expect((await switchTo(postJson("/api/clinic/switch", { clinic_id: "clinic-heartland" }, cookie))).status).toBe(
      200,
    );
    const list = await (await members(get("/api/clinic/members", c.manager))).json();
    const added = list.data.members.find((m: { email: string }) => m.email === "newtech@example.com");
    expect(added.role).toBe("requester");

    const del = await removeMember(
      send("DELETE", `/api/clinic/members/${added.id}`, undefined, c.manager),
      params({ id: added.id }),
    );
    expect(del.status).toBe(200);
    const [left] = await queryRows<{ n: number }>(
      h.db,
      sql`select count(*)::int as n from session s join "user" u on u.id = s.user_id where u.email = 'newtech@example.com' and s.active_organization_id = 'clinic-heartland'`,
    );
    expect(left!.n).toBe(0);
  });
});
