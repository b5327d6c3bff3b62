import { describe, expect, it } from "vitest";
import { messageTime } from "./message-time";

describe("messageTime", () => {
  it("shows month, day and a 12-hour time, from text or a date alike", () => {
    const local = new Date(2026, 2, 4, 15, 5);
    expect(messageTime(local)).toBe("Mar 4, 3:05 PM");
    expect(messageTime(local.toISOString())).toBe("Mar 4, 3:05 PM");
  });
});
