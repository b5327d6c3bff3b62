import "server-only";
import { lookup } from "node:dns/promises";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { getConfig } from "@/lib/config";
import { isIpLiteral } from "@/lib/private-address";
import { resolvedAddressProblem, webhookUrlProblem } from "../rules";

/** Plain http and private targets are for development and tests, whose receivers run on this machine. */
export const webhookPolicy = () => {
  const { NODE_ENV, WEBHOOK_PRIVATE_TARGETS } = getConfig();
  return { allowHttp: NODE_ENV !== "production", allowPrivate: WEBHOOK_PRIVATE_TARGETS ?? NODE_ENV !== "production" };
};

class RefusedTarget extends Error {}

/** Every address a host name resolves to, or the sentence saying why it cannot be posted to. */
async function publicAddresses(host: string): Promise<{ address: string; family: number }[] | string> {
  let found: { address: string; family: number }[];
  try {
    found = await lookup(host, { all: true, verbatim: true });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    return code === "ENOTFOUND" || code === "ENODATA"
      ? `The webhook address's host ${host} could not be found; check the spelling.`
      : `The webhook address's host ${host} could not be looked up right now (${code ?? "error"}); try again.`;
  }
  return (
    resolvedAddressProblem(
      host,
      found.map((a) => a.address),
    ) ?? found
  );
}

/**
 * Why the marketplace will not post to this address, or null: the address's own rules, then, for a
 * host name, every address it resolves to (one private address is enough to refuse).
 */
export async function webhookTargetProblem(raw: string): Promise<string | null> {
  const policy = webhookPolicy();
  const problem = webhookUrlProblem(raw, policy);
  if (problem || policy.allowPrivate) return problem;
  const host = new URL(raw.trim()).hostname;
  if (isIpLiteral(host)) return null; // judged above
  const found = await publicAddresses(host);
  return typeof found === "string" ? found : null;
}

/**
 * The connection's own name lookup: it resolves and checks in one step, so the address connected to is
 * the address checked (a name that answers public at save time and private later is refused here).
 */
const guardedLookup: LookupFunction = (host, options, callback) => {
  publicAddresses(host).then(
    (found) => {
      if (typeof found === "string") return callback(new RefusedTarget(found), "", 4);
      if (options.all) return callback(null, found);
      const first = found.find((a) => !options.family || a.family === options.family) ?? found[0]!;
      callback(null, first.address, first.family);
    },
    (err: NodeJS.ErrnoException) => callback(err, "", 4),
  );
};

/**
 * POSTs a webhook body and answers the response status. The target is checked again at delivery (the
 * address may have changed since it was saved); no redirect is followed.
 */
export async function postWebhook(
  raw: string,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<number> {
  const policy = webhookPolicy();
  const problem = webhookUrlProblem(raw, policy);
  if (problem) throw new RefusedTarget(problem);
  const url = new URL(raw);
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise<number>((resolve, reject) => {
    const req = send(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-length": Buffer.byteLength(body) },
        signal: AbortSignal.timeout(timeoutMs),
        ...(policy.allowPrivate ? {} : { lookup: guardedLookup }),
      },
      (res: IncomingMessage) => {
        res.resume(); // the answer's body is not read, only its status
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", (err) => reject(err instanceof RefusedTarget ? new Error(err.message) : err));
    req.end(body);
  });
}
