import "server-only";
import { publishNotice } from "@/features/notifications/server";
import type { AnnounceInput } from "../schemas";
import { recordAudit } from "./audit";
import type { Actor } from "./guard";

/**
 * A coupon, webinar or blog notification to every buyer or a segment, on the same service as
 * `npm run publish`; stored and audited in one transaction, pushed live after it.
 */
export async function announce(actor: Actor, input: AnnounceInput) {
  const audience = {
    level: input.level,
    state: input.state,
    confirmed: input.confirmed === undefined ? undefined : input.confirmed === "yes",
  };
  const target = input.code ?? input.link ?? "latest";
  const res = await publishNotice(
    { kind: input.kind, code: input.code, link: input.link },
    {
      audience,
      record: (tx, summary) =>
        recordAudit(tx, actor, {
          action: "announcement.publish",
          targetType: input.kind,
          targetId: target,
          after: { audience, recipients: summary.recipients, body: summary.notice.body },
        }),
    },
  );
  return { recipients: res.recipients, body: res.notice.body };
}
