import "server-only";
import { createAccessControl } from "better-auth/plugins/access";
import { defaultStatements } from "better-auth/plugins/organization/access";

// The organization plugin's own endpoints (members, invitations) check these statements; the
// marketplace's finer rules (approve, budgets, ordering) live in features/clinic/rules.ts.
const ac = createAccessControl(defaultStatements);
const manage = { member: ["create", "update", "delete"], invitation: ["create", "cancel"] } as const;

export const clinicAccess = {
  ac,
  roles: {
    owner: ac.newRole({ organization: ["update", "delete"], ...manage }),
    manager: ac.newRole({ organization: ["update"], ...manage }),
    purchaser: ac.newRole({ organization: [], member: [], invitation: [] }),
    requester: ac.newRole({ organization: [], member: [], invitation: [] }),
    viewer: ac.newRole({ organization: [], member: [], invitation: [] }),
  },
};
