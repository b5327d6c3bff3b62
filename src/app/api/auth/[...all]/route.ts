import { getAuth } from "@/features/accounts/server/auth";
import { guardAuthRequest } from "@/features/accounts/server/auth-guard";

export async function GET(req: Request) {
  return (await getAuth()).handler(req);
}

export async function POST(req: Request) {
  const limited = await guardAuthRequest(req);
  if (limited) return limited;
  return (await getAuth()).handler(req);
}
