import { getAuth } from "@/features/accounts/server/auth";
import { guardAuthRequest } from "@/features/accounts/server/auth-guard";

export async function GET(req: Request) {
  return (await getAuth()).handler(req);
}

export async function POST(req: Request) {
  const auth = await getAuth();
  return guardAuthRequest(req, (r) => auth.handler(r));
}
