import { unstable_rethrow } from "next/navigation";
import { connection } from "next/server";
import { currentContext } from "./request-context";

/**
 * Marks the caller as request-time work: data is read when a request asks for it, never while the
 * build prerenders a route (the build has no database). In Next, `connection()` is that mark (a
 * prerender stops there, by a promise that never settles or by Next's own signal, which passes on);
 * outside a request (tests, scripts, the job worker) it throws at once, and there is nothing to wait for.
 * A request the front server answers itself is known to be one, and skips the throw (about 4% of such
 * a request's CPU went to building the error's stack).
 */
export async function atRequestTime(): Promise<void> {
  if (currentContext()?.outsideNext) return;
  let request: Promise<void>;
  try {
    request = connection();
  } catch (err) {
    unstable_rethrow(err);
    return;
  }
  await request;
}
