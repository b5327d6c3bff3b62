import { describe, expect, it } from "vitest";
import { dismiss, listenToToasts, toast, type ToastItem } from "./toast";

describe("toast store", () => {
  it("keeps toasts raised before the toaster listens, drops dismissed ones, then delivers live", () => {
    toast("Saved", "success", 0);
    dismiss(toast("Gone", "success", 0));
    const shown: ToastItem[] = [];
    const removed: number[] = [];
    const stop = listenToToasts(
      (t) => shown.push(t),
      (id) => removed.push(id),
    );
    expect(shown.map((t) => t.message)).toEqual(["Saved"]);
    const failed = toast("Failed", "error", 0);
    expect(shown.map((t) => `${t.kind}:${t.message}`)).toEqual(["success:Saved", "error:Failed"]);
    dismiss(failed);
    expect(removed).toEqual([failed]);
    stop();
    toast("Later", "success", 0);
    expect(shown).toHaveLength(2);
  });
});
