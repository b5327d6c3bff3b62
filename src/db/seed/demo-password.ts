import { hashPassword } from "better-auth/crypto";

const hashes = new Map<string, Promise<string>>();

/**
 * A demo account's password hash, made once per process. Hashing is deliberately slow (scrypt, about
 * 90 ms a password here), and the test suites seed the same demo accounts into one database per backend
 * and suite: a process that seeds twice pays once. The demo passwords are public (README), so a
 * shared salt between two databases gives nothing away.
 */
export function demoPasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}
