import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { api, NETWORK_SENTENCE, UNREADABLE_SENTENCE } from "./api-client";

let server: Server;
let base = "";
const seen: { method?: string; type?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      seen.push({ method: req.method, type: req.headers["content-type"], body });
      const send = (status: number, text: string, type = "application/json") => {
        res.writeHead(status, { "content-type": type });
        res.end(text);
      };
      if (req.url === "/ok") return send(200, JSON.stringify({ success: true, message: "Saved.", data: { id: 7 } }));
      if (req.url === "/refused")
        return send(422, JSON.stringify({ success: false, message: "The par level is at least 1." }));
      if (req.url === "/refused-200") return send(200, JSON.stringify({ success: false, message: "Not today." }));
      if (req.url === "/html") return send(502, "<html>Bad gateway</html>", "text/html");
      if (req.url === "/empty") return send(204, "");
      send(404, JSON.stringify({ success: false }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("api", () => {
  it("sends JSON and returns the answer with the server's sentence", async () => {
    const res = await api<{ data: { id: number } }>("POST", `${base}/ok`, { name: "Spay pack" });
    expect(res).toEqual({
      ok: true,
      status: 200,
      data: { success: true, message: "Saved.", data: { id: 7 } },
      message: "Saved.",
    });
    expect(seen.at(-1)).toEqual({ method: "POST", type: "application/json", body: '{"name":"Spay pack"}' });
  });

  it("sends no body and no content type when there is no body, and a form or a file as is", async () => {
    await api("DELETE", `${base}/empty`);
    expect(seen.at(-1)).toEqual({ method: "DELETE", type: undefined, body: "" });
    const form = new FormData();
    form.set("file", "a,b");
    const res = await api("POST", `${base}/empty`, form);
    expect(res).toEqual({ ok: true, status: 204, data: null, message: undefined });
    expect(seen.at(-1)?.type).toMatch(/^multipart\/form-data; boundary=/);
    await api("POST", `${base}/empty`, new Blob(["a,b\n"]), { headers: { "content-type": "text/csv" } });
    expect(seen.at(-1)).toEqual({ method: "POST", type: "text/csv", body: "a,b\n" });
  });

  it("returns the server's sentence on a 4xx, and on a 200 that says success: false", async () => {
    const refused = await api("POST", `${base}/refused`, {});
    expect(refused).toMatchObject({ ok: false, status: 422, message: "The par level is at least 1." });
    expect(await api("POST", `${base}/refused-200`, {})).toMatchObject({
      ok: false,
      status: 200,
      message: "Not today.",
    });
  });

  it("says something went wrong when the answer is not JSON or has no sentence", async () => {
    expect(await api("GET", `${base}/html`)).toEqual({ ok: false, status: 502, message: UNREADABLE_SENTENCE });
    expect(await api("GET", `${base}/missing`)).toMatchObject({ ok: false, status: 404, message: UNREADABLE_SENTENCE });
  });

  it("says the server could not be reached when nothing answers", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await api("GET", `http://127.0.0.1:${port}/ok`)).toEqual({
      ok: false,
      status: 0,
      message: NETWORK_SENTENCE,
    });
  });

  it("checks the answer's shape when given a schema", async () => {
    const good = z.object({ data: z.object({ id: z.number() }) });
    const res = await api("GET", `${base}/ok`, undefined, { schema: good });
    expect(res.ok && res.data.data.id).toBe(7);
    const wrong = z.object({ data: z.object({ id: z.string() }) });
    expect(await api("GET", `${base}/ok`, undefined, { schema: wrong })).toEqual({
      ok: false,
      status: 200,
      message: UNREADABLE_SENTENCE,
    });
  });
});
