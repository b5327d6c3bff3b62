import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SEARCH_DEBOUNCE_MS } from "./rules";
import { createTypeAheadRequests } from "./type-ahead-requests";

describe("type-ahead requests", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(answerMs = 30) {
    const sent: string[] = [];
    const aborted: string[] = [];
    const shown: string[] = [];
    const requests = createTypeAheadRequests<string>({
      debounceMs: SEARCH_DEBOUNCE_MS,
      fetch: (text, signal) =>
        new Promise((resolve, reject) => {
          sent.push(text);
          const t = setTimeout(() => resolve(text), answerMs);
          signal.addEventListener("abort", () => {
            clearTimeout(t);
            aborted.push(text);
            reject(new Error("aborted"));
          });
        }),
      onResult: (_, r) => shown.push(r),
      onError: () => shown.push("error"),
    });
    return { requests, sent, aborted, shown };
  }

  it("sends one request when a fast typist types 'amoxicilin'", async () => {
    const { requests, sent, shown } = setup();
    const word = "amoxicilin";
    for (let i = 1; i <= word.length; i++) {
      requests.type(word.slice(0, i));
      await vi.advanceTimersByTimeAsync(70); // ~170 characters a minute
    }
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toEqual(["amoxicilin"]);
    expect(shown).toEqual(["amoxicilin"]);
  });

  it("aborts the stale request when typing resumes, and shows only the latest answer", async () => {
    const { requests, sent, aborted, shown } = setup(200);
    requests.type("carp");
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 10); // 'carp' is in flight
    requests.type("carprofne");
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual(["carp", "carprofne"]);
    expect(aborted).toEqual(["carp"]);
    expect(shown).toEqual(["carprofne"]);
  });

  it("sends nothing after cancel", async () => {
    const { requests, sent } = setup();
    requests.type("glove");
    requests.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sent).toEqual([]);
  });
});
