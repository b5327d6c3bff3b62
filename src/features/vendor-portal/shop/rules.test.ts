import { describe, expect, it } from "vitest";
import { invitationLinkState, MAX_TEAM_SIZE, shippingFeeProblem, teamChangeProblem, teamFull } from "./rules";

describe("teamChangeProblem", () => {
  const team = [
    { id: 1, role: "owner" as const },
    { id: 2, role: "staff" as const },
  ];
  it("keeps the last owner", () => {
    expect(teamChangeProblem(team, 1, "remove")).toMatch(/last owner cannot be removed/);
    expect(teamChangeProblem(team, 1, { role: "manager" })).toMatch(/last owner cannot change role/);
    expect(teamChangeProblem(team, 1, { role: "owner" })).toBeNull();
  });
  it("allows changes when another owner remains, and to non-owners", () => {
    expect(teamChangeProblem([...team, { id: 3, role: "owner" }], 1, "remove")).toBeNull();
    expect(teamChangeProblem(team, 2, { role: "manager" })).toBeNull();
    expect(teamChangeProblem(team, 2, "remove")).toBeNull();
  });
  it("names a missing member", () => {
    expect(teamChangeProblem(team, 9, "remove")).toMatch(/does not exist/);
  });
  it("caps the team", () => {
    expect(teamFull(MAX_TEAM_SIZE - 1)).toBeNull();
    expect(teamFull(MAX_TEAM_SIZE)).toMatch(/at most/);
  });
});

describe("shippingFeeProblem", () => {
  it("checks the amount", () => {
    expect(shippingFeeProblem(null)).toBeNull();
    expect(shippingFeeProblem(-1)).toMatch(/\$0 or more/);
    expect(shippingFeeProblem(200_000)).toMatch(/at most/);
  });
});

describe("ownership and invitations", () => {
  const team = [
    { id: 1, role: "owner" as const },
    { id: 2, role: "staff" as const, pending: true, name: "Nia Moss" },
    { id: 3, role: "manager" as const },
  ];
  it("an invitee who has not signed in cannot be made owner; other roles may change", () => {
    expect(teamChangeProblem(team, 2, { role: "owner" })).toBe(
      "Nia Moss has not accepted the invitation yet; invite as manager or staff, and make them owner once they have signed in.",
    );
    expect(teamChangeProblem(team, 2, { role: "manager" })).toBeNull();
    expect(teamChangeProblem(team, 2, "remove")).toBeNull();
    expect(teamChangeProblem(team, 3, { role: "owner" })).toBeNull();
  });
  it("says whether an invitation's link still works", () => {
    const now = new Date("2026-05-01T12:00:00Z");
    expect(invitationLinkState(new Date("2026-05-02T00:00:00Z"), now)).toBe("valid");
    expect(invitationLinkState(new Date("2026-05-01T12:00:00Z"), now)).toBe("expired");
    expect(invitationLinkState(null, now)).toBe("none");
  });
});
