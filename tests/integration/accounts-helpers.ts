import { sql } from "drizzle-orm";
import { POST as authPost } from "@/app/api/auth/[...all]/route";
import { queryRows, type Db } from "@/db/client";

let ipCounter = 0;
/** A fresh client address per call keeps per-IP limits from leaking between tests and runs. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(process.pid + Date.now()) % 250}.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}`;
}

export function authRequest(path: string, body: unknown, opts: { ip?: string; cookie?: string } = {}): Request {
  return new Request(`http://localhost:3000/api/auth${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: "http://localhost:3000",
      "x-forwarded-for": opts.ip ?? freshIp(),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

export async function callAuth(path: string, body: unknown, opts: { ip?: string; cookie?: string } = {}) {
  return authPost(authRequest(path, body, opts));
}

export function cookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@clinic.test`;
}

export const REGISTRATION = {
  password: "correct horse battery staple",
  firstName: "Ada",
  lastName: "Nguyen",
  clinicName: "Harbor Vet",
  position: "Veterinarian",
  state: "Oregon",
  country: "United States",
};

export async function register(email: string, extra: Record<string, unknown> = {}) {
  return callAuth("/sign-up/email", { ...REGISTRATION, email, ...extra });
}

export async function countWhere(db: Db, table: string, where: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${table} where ${where}`));
  return row!.n;
}
