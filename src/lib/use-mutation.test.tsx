// @vitest-environment jsdom
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useMutation, type MutationOptions } from "./use-mutation";

const refresh = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh }) }));
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let server: Server;
let base = "";
beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(req.url === "/refused" ? 409 : 200, { "content-type": "application/json" });
    if (req.url === "/refused") res.end(JSON.stringify({ success: false, message: "This coupon has ended." }));
    else if (req.url === "/said") res.end(JSON.stringify({ success: true, message: "Order accepted." }));
    else res.end(JSON.stringify({ success: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Mounts the hook and hands back its latest value. */
function mount(options: MutationOptions) {
  const seen: { current: ReturnType<typeof useMutation> | null } = { current: null };
  function Probe() {
    seen.current = useMutation(options);
    return null;
  }
  const root = createRoot(document.createElement("div"));
  act(() => root.render(<Probe />));
  return seen;
}

describe("useMutation", () => {
  it("shows the server's refusal as an error and refreshes nothing", async () => {
    refresh.mockClear();
    const m = mount({ refresh: true });
    await act(async () => void (await m.current!.run("POST", `${base}/refused`, {})));
    expect(m.current!.notice).toEqual({ tone: "error", text: "This coupon has ended." });
    expect(m.current!.error).toBe("This coupon has ended.");
    expect(m.current!.pending).toBe(false);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("shows the server's sentence after a success, or the screen's own, and refreshes the page", async () => {
    refresh.mockClear();
    const m = mount({ refresh: true, done: "Done." });
    await act(async () => void (await m.current!.run("POST", `${base}/said`, {})));
    expect(m.current!.notice).toEqual({ tone: "success", text: "Order accepted." });
    await act(async () => void (await m.current!.run("POST", `${base}/plain`, {})));
    expect(m.current!.notice).toEqual({ tone: "success", text: "Done." });
    await act(async () => void (await m.current!.run("POST", `${base}/said`, {}, { success: "Marked delivered." })));
    expect(m.current!.notice).toEqual({ tone: "success", text: "Marked delivered." });
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it("stays quiet after a success when the screen's data shows the change", async () => {
    const m = mount({ silent: true });
    await act(async () => void (await m.current!.run("POST", `${base}/said`, {})));
    expect(m.current!.notice).toBeNull();
    expect(m.current!.error).toBeNull();
  });
});
