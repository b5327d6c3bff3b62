import { getAuth } from "@/features/accounts/server/auth";
import { guardAuthRequest, isClosedAuthPath } from "@/features/accounts/server/auth-guard";
import { errorResponse } from "@/lib/http";
import { notFound } from "@/lib/errors";

// the organization plugin's own endpoints (invite, accept, change a role) would be a side road
// around the clinic's member rules: members change only through /api/clinic
const closed = () => errorResponse(notFound("Not found."));

export async function GET(req: Request) {
  if (isClosedAuthPath(req)) return closed();
  return (await getAuth()).handler(req);
}

export async function POST(req: Request) {
  if (isClosedAuthPath(req)) return closed();
  const auth = await getAuth();
  return guardAuthRequest(req, (r) => auth.handler(r));
}
