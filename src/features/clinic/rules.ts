// Clinic roles and approval rules as pure functions: the services and pages only apply them.

export const CLINIC_ROLES = ["owner", "manager", "purchaser", "requester", "viewer"] as const;
export type ClinicRole = (typeof CLINIC_ROLES)[number];

export const ROLE_LABELS: Record<ClinicRole, string> = {
  owner: "Owner",
  manager: "Manager",
  purchaser: "Purchaser",
  requester: "Requester",
  viewer: "Viewer",
};

export type ClinicAction =
  | "view_orders"
  | "build_cart"
  | "request_order"
  | "place_order"
  | "approve"
  | "set_budgets"
  | "manage_members"
  | "manage_locations";

const GRANTS: Record<ClinicRole, readonly ClinicAction[]> = {
  owner: [
    "view_orders",
    "build_cart",
    "request_order",
    "place_order",
    "approve",
    "set_budgets",
    "manage_members",
    "manage_locations",
  ],
  manager: ["view_orders", "build_cart", "request_order", "place_order", "approve", "set_budgets", "manage_members"],
  purchaser: ["view_orders", "build_cart", "request_order", "place_order"],
  requester: ["view_orders", "build_cart", "request_order"],
  viewer: ["view_orders"],
};

export function isClinicRole(x: unknown): x is ClinicRole {
  return typeof x === "string" && (CLINIC_ROLES as readonly string[]).includes(x);
}

/** Unknown roles (e.g. a plugin default) get nothing. */
export function can(role: string, action: ClinicAction): boolean {
  return isClinicRole(role) && GRANTS[role].includes(action);
}

/** The roles that hold an action, e.g. who has a cart to be told about. */
export function rolesThatCan(action: ClinicAction): ClinicRole[] {
  return CLINIC_ROLES.filter((r) => GRANTS[r].includes(action));
}

/**
 * Roles only come down from above: the owner grants any role; a manager grants only roles that
 * cannot approve (so no manager can mint a second approver, say a second account of their own) and
 * never changes an owner's or another manager's role.
 */
export function canAssignRole(actor: string, target: ClinicRole, current?: string): boolean {
  if (!can(actor, "manage_members")) return false;
  if (actor === "owner") return true;
  const approves = (r: string | undefined) => !!r && can(r, "approve");
  return !approves(target) && !approves(current);
}

/** Why an actor may not assign this role (null when they may), as the sentence the clinic page shows. */
export function assignRoleProblem(actor: string, target: ClinicRole, current?: string): string | null {
  if (canAssignRole(actor, target, current)) return null;
  if (!can(actor, "manage_members")) return "Your clinic role does not allow managing members.";
  return "Only the clinic's owner grants or changes a role that can approve orders (owner or manager).";
}

/** The roles an actor may give a member who now holds `current`, for the role picker (empty: none). */
export function assignableRoles(actor: string, current: string): ClinicRole[] {
  return CLINIC_ROLES.filter((r) => r === current || canAssignRole(actor, r, current));
}

/**
 * The locations a member acts for: an owner every one; anyone else the ones they are assigned to, or
 * every one while they are assigned to none (a new member, or a clinic that never assigns).
 */
export function memberLocationIds(role: string, assigned: readonly number[], all: readonly number[]): number[] {
  if (role === "owner") return [...all];
  const mine = all.filter((id) => assigned.includes(id));
  return mine.length ? mine : [...all];
}

/** Why an actor may not choose where a member works (null when they may), as the page shows it. */
export function assignLocationsProblem(actor: string, targetRole: string): string | null {
  if (!can(actor, "manage_members")) return "Your clinic role does not allow managing members.";
  if (targetRole === "owner") return "An owner acts for every location of the clinic.";
  if (!canAssignRole(actor, "viewer", targetRole))
    return "Only the clinic's owner chooses where an owner or a manager works.";
  return null;
}

export type ApprovalRule =
  | { kind: "total_over"; locationId: number | null; amountCents: number }
  | { kind: "vendor"; locationId: number | null; vendorId: number }
  | { kind: "category"; locationId: number | null; categoryId: number }
  | { kind: "regulatory"; locationId: number | null; classes: string[] };

export type OrderLineFacts = {
  vendorId: number;
  vendorName: string;
  categoryId: number | null;
  regulatoryClass: string;
};

export type OrderFacts = {
  role: string;
  orderLimitCents: number | null;
  /** What this member placed without approval in the last 24 hours: a limit is about money, not checkouts. */
  recentOwnCents: number;
  locationId: number;
  totalCents: number;
  lines: OrderLineFacts[];
  rules: ApprovalRule[];
  budget: { limitCents: number | null; spentCents: number };
  selfApproval: boolean;
};

export type BudgetState = "none" | "ok" | "warn" | "over";

/** Budget use after this order: warn from 80 %, over when the order would pass the budget. */
export function budgetState(limitCents: number | null, spentCents: number, orderCents = 0): BudgetState {
  if (limitCents === null || limitCents <= 0) return "none";
  const after = spentCents + orderCents;
  if (after > limitCents) return "over";
  if (after * 5 >= limitCents * 4) return "warn";
  return "ok";
}

/** A location's budget around one order: what is spent this month, what this order adds, what is left after it. */
export type BudgetImpact = {
  limitCents: number | null;
  spentCents: number;
  orderCents: number;
  /** null without a budget; negative when the order would pass it */
  leftCents: number | null;
  state: BudgetState;
};

export function budgetImpact(limitCents: number | null, spentCents: number, orderCents: number): BudgetImpact {
  const state = budgetState(limitCents, spentCents, orderCents);
  return {
    limitCents: state === "none" ? null : limitCents,
    spentCents,
    orderCents,
    leftCents: state === "none" ? null : limitCents! - spentCents - orderCents,
    state,
  };
}

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export type Verdict =
  | { decision: "forbidden"; reasons: string[] }
  | { decision: "place" | "hold"; reasons: string[]; warning: string | null };

/** Whether a member's checkout is placed, held for approval, or refused, with sentences saying why. */
export function evaluateOrder(f: OrderFacts): Verdict {
  if (!can(f.role, "request_order")) return { decision: "forbidden", reasons: ["Your clinic role cannot order."] };
  const reasons: string[] = [];
  if (!can(f.role, "place_order")) reasons.push("Requesters' orders go to an approver.");
  if (f.role === "purchaser" && f.orderLimitCents !== null) {
    if (f.totalCents > f.orderLimitCents)
      reasons.push(`The order total ${usd(f.totalCents)} is above your limit of ${usd(f.orderLimitCents)}.`);
    else if (f.recentOwnCents + f.totalCents > f.orderLimitCents)
      reasons.push(
        `With your orders of the last 24 hours (${usd(f.recentOwnCents)}) this order passes your limit of ${usd(f.orderLimitCents)}.`,
      );
  }
  for (const r of f.rules) {
    if (r.locationId !== null && r.locationId !== f.locationId) continue;
    if (r.kind === "total_over" && f.totalCents > r.amountCents)
      reasons.push(`Orders above ${usd(r.amountCents)} need approval.`);
    if (r.kind === "vendor") {
      const hit = f.lines.find((l) => l.vendorId === r.vendorId);
      if (hit) reasons.push(`Orders from ${hit.vendorName} need approval.`);
    }
    if (r.kind === "category" && f.lines.some((l) => l.categoryId === r.categoryId))
      reasons.push("An item's category needs approval.");
    if (r.kind === "regulatory") {
      const classes = [...new Set(f.lines.map((l) => l.regulatoryClass).filter((c) => r.classes.includes(c)))];
      if (classes.length) reasons.push(`Items of class ${classes.join(", ")} need approval.`);
    }
  }
  const budget = budgetState(f.budget.limitCents, f.budget.spentCents, f.totalCents);
  let warning: string | null = null;
  if (budget === "over") reasons.push("This order would pass the location's monthly budget.");
  else if (budget === "warn") warning = "This order brings the location past 80% of its monthly budget.";
  // an approver's own order is held like anyone's, unless the clinic lets approvers approve themselves
  if (can(f.role, "approve") && f.selfApproval) return { decision: "place", reasons: [], warning };
  const unique = [...new Set(reasons)];
  return { decision: unique.length ? "hold" : "place", reasons: unique, warning };
}

/**
 * Who may approve or reject a held order: an approver of its clinic, never the member who created it
 * (whatever the clinic's settings: self-approval only lets an approver's own order skip the hold).
 */
export function canDecide(p: {
  role: string;
  approverId: string;
  requesterId: string;
}): { ok: true } | { ok: false; message: string } {
  if (!can(p.role, "approve")) return { ok: false, message: "Only the clinic's owners and managers approve orders." };
  if (p.approverId === p.requesterId)
    return { ok: false, message: "You cannot approve your own order; another approver must." };
  return { ok: true };
}

/** What the checkout button says, so a member knows before pressing whether the order goes out or to an approver. */
export function checkoutButtonLabel(decision: Verdict["decision"] | null): string {
  return decision === "hold" ? "Send for approval" : "Place order";
}

/** Who may send a rejected request again: only the member who asked, and only once it was rejected. */
export function resubmitProblem(p: { status: string; requesterId: string; viewerId: string }): string | null {
  if (p.requesterId !== p.viewerId) return "Only the member who asked for this order can send it again.";
  if (p.status === "resubmitted") return "This request was already sent again.";
  if (p.status !== "rejected") return "Only a rejected request can be sent again.";
  return null;
}

/** A rolling day: the window a purchaser's limit counts orders in. */
export const LIMIT_WINDOW_MS = 24 * 3_600_000;

/** Start of the calendar month (UTC) that budgets count from. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
