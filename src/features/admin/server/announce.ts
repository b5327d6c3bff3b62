import "server-only";
import { getDb } from "@/db/client";
import { audiencePreview, publishNotice, type Audience } from "@/features/notifications/server";
import type { AnnounceInput } from "../schemas";
import { listAudit, recordAudit } from "./audit";
import type { Actor } from "./guard";

const audienceOf = (input: Pick<AnnounceInput, "level" | "state" | "confirmed">): Audience => ({
  level: input.level,
  state: input.state,
  confirmed: input.confirmed === undefined ? undefined : input.confirmed === "yes",
});

/** Who an announcement to this audience would reach, counted as the send counts: how many, in which states. */
export async function previewAnnouncement(input: Pick<AnnounceInput, "level" | "state" | "confirmed">) {
  return audiencePreview(await getDb(), audienceOf(input));
}

/** Announcements sent, newest first: each one's audit entry says what, to whom, how many and who sent it. */
export async function announcementHistory(page = 1) {
  const { data, total } = await listAudit({ action: "announcement.publish", page });
  return {
    total,
    data: data.map((a) => {
      const after = (a.after ?? {}) as { audience?: Audience; recipients?: number; body?: string };
      return {
        id: a.id,
        at: a.at,
        by: a.actor,
        kind: a.target.split(" ")[0] ?? "",
        body: after.body ?? "",
        recipients: after.recipients ?? 0,
        audience: after.audience ?? {},
      };
    }),
  };
}

/**
 * A coupon, webinar or blog notification to every buyer or a segment, on the same service as
 * `npm run publish`; stored and audited in one transaction, pushed live after it.
 */
export async function announce(actor: Actor, input: AnnounceInput) {
  const audience = audienceOf(input);
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
