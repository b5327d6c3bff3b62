// The assistant's quotas count per chat session and address (never per typed e-mail alone), and label
// photos are checked by their header before any pixel is decoded, shrunk for OCR and rate-limited.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoUsers } from "@/db/seed/demo-users";
import { POST as login } from "@/app/api/chat/v1/auth/login/route";
import { POST as chat } from "@/app/api/chat/v1/agent/chat/route";
import { prepareLabel } from "@/features/assistant/server/ocr";
import { LABEL_PER_IP_PER_MINUTE, LABEL_PER_SESSION_PER_MINUTE } from "@/features/assistant/rules";
import { CLIENT_IP_HEADER } from "@/lib/client-address";
import { reloadConfig } from "@/lib/config";
import { backends, createTestDb } from "../helpers/test-db";
import { sessionCookie } from "../helpers/sessions";
import { chatLogin, chatSend } from "../helpers/assistant-requests";

/** A real few-hundred-byte JPEG whose header claims 20000×20000: gigabytes if anyone decoded it. */
async function hugeJpegHeader(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
    .jpeg()
    .toBuffer();
  const sof = jpeg.findIndex((b, i) => b === 0xff && (jpeg[i + 1] === 0xc0 || jpeg[i + 1] === 0xc2));
  jpeg.writeUInt16BE(20_000, sof + 5); // height
  jpeg.writeUInt16BE(20_000, sof + 7); // width
  return jpeg;
}

describe.each(backends)("assistant abuse limits on %s", (backend) => {
  let h: Awaited<ReturnType<typeof createTestDb>>;
  let buyerCookie: string;
  const n = backend === "pglite" ? 1 : 2;
  const tokenFor = async (email: string, cookie?: string): Promise<string> => {
    const res = await login(chatLogin(email, cookie));
    expect(res.status).toBe(200);
    return (await res.json()).data.access_token;
  };
  const ask = (token: string, ip: string) => chat(chatSend(token, { text: "gloves" }, { [CLIENT_IP_HEADER]: ip }));
  const sendPhoto = (token: string, ip: string, photo: Buffer) =>
    chat(
      chatSend(
        token,
        { image: new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), filename: "l.jpg" },
        {
          [CLIENT_IP_HEADER]: ip,
        },
      ),
    );

  beforeAll(async () => {
    process.env.ASSISTANT_LOGIN_PER_MINUTE = "10000";
    process.env.ASSISTANT_IP_PER_MINUTE = "10000";
    process.env.ASSISTANT_EMAIL_PER_MINUTE = "2";
    reloadConfig();
    h = await createTestDb(backend);
    await seedDemoUsers(h.db);
    buyerCookie = await sessionCookie("buyer@dvm.demo", "DemoBuyer#2026");
  });
  afterAll(async () => {
    delete process.env.ASSISTANT_EMAIL_PER_MINUTE;
    delete process.env.ASSISTANT_LOGIN_PER_MINUTE;
    delete process.env.ASSISTANT_IP_PER_MINUTE;
    reloadConfig();
    await h?.dispose();
  });

  it("someone typing a buyer's e-mail spends their own session's quota, never the buyer's", async () => {
    const attacker = await tokenFor("buyer@dvm.demo");
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await ask(attacker, `198.51.100.${n}`)).status);
    expect(statuses).toEqual([200, 200, 429]);
    const own = await tokenFor("buyer@dvm.demo", buyerCookie);
    expect((await ask(own, `198.51.100.${10 + n}`)).status).toBe(200);
  });

  it("refuses a photo whose header is over the pixel limit with a sentence, without decoding it", async () => {
    const token = await tokenFor(`huge-${backend}@example.com`);
    const started = performance.now();
    const res = await sendPhoto(token, `198.51.100.${20 + n}`, await hugeJpegHeader());
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/20000×20000 pixels; send one of at most 50 megapixels/);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("shrinks a large photo to 2000 px on its longest side before OCR", async () => {
    const big = await sharp({ create: { width: 4000, height: 1500, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    const meta = await sharp(await prepareLabel(big)).metadata();
    expect([meta.width, meta.height]).toEqual([2000, 750]);
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    expect((await sharp(await prepareLabel(small)).metadata()).width).toBe(300);
  });

  it("limits label photos per chat session and per address", async () => {
    const photo = await hugeJpegHeader(); // refused before OCR, so only the limits are measured
    process.env.ASSISTANT_EMAIL_PER_MINUTE = "100"; // the message quota stays out of the way
    reloadConfig();
    const token = await tokenFor(`labels-${backend}@example.com`);
    const perSession = [];
    for (let i = 0; i <= LABEL_PER_SESSION_PER_MINUTE; i++)
      perSession.push((await sendPhoto(token, `198.51.100.${30 + n}`, photo)).status);
    expect(perSession.slice(0, -1).every((s) => s === 400)).toBe(true);
    expect(perSession.at(-1)).toBe(429);

    const ip = `198.51.100.${40 + n}`;
    const perIp = [];
    for (let i = 0; i <= LABEL_PER_IP_PER_MINUTE; i++)
      perIp.push((await sendPhoto(await tokenFor(`ip-${i}-${backend}@example.com`), ip, photo)).status);
    expect(perIp.slice(0, -1).every((s) => s === 400)).toBe(true);
    expect(perIp.at(-1)).toBe(429);
  });
});
