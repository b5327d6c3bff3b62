// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { CHAT_EMAIL_KEY, CHAT_TOKENS_KEY, deleteServerHistory } from "./assistant-events";

describe("chat history deletion on unload", () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it("sends a DELETE that outlives the page (fetch keepalive) with the chat token, for the known email", () => {
    const fetchSpy = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal("fetch", fetchSpy);
    localStorage.setItem(CHAT_EMAIL_KEY, "vet@clinic.com");
    localStorage.setItem(CHAT_TOKENS_KEY, JSON.stringify({ access_token: "tok-1" }));
    window.addEventListener("pagehide", deleteServerHistory);
    window.dispatchEvent(new Event("pagehide"));
    window.removeEventListener("pagehide", deleteServerHistory);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledWith("/api/chat/chatbot/delete_user_chat/vet%40clinic.com", {
      method: "DELETE",
      keepalive: true,
      headers: { authorization: "Bearer tok-1" },
    });
  });

  it("sends nothing without a known email or token", () => {
    const fetchSpy = vi.fn(() => Promise.resolve(new Response(null)));
    vi.stubGlobal("fetch", fetchSpy);
    deleteServerHistory();
    localStorage.setItem(CHAT_EMAIL_KEY, "vet@clinic.com");
    deleteServerHistory();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
