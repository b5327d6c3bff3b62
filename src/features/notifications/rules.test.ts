import { describe, expect, it } from "vitest";
import { lastPage, nextPanelOpen, notificationHref, notificationText, panelFooter } from "./rules";

const base = { clickable_link: null, order_id: null, chatmessages: null, body: "", message: null };

describe("notification rules", () => {
  it("links each variant to its target", () => {
    expect(notificationHref({ ...base, type: "Coupons", clickable_link: "acme-vet" })).toBe("/vendors/acme-vet");
    expect(notificationHref({ ...base, type: "Webinars", clickable_link: "dental-week" })).toBe(
      "/virtual-expo/dental-week",
    );
    expect(notificationHref({ ...base, type: "Blogs", clickable_link: "/post-1" })).toBe("/blogs/post-1");
    expect(notificationHref({ ...base, type: "order", clickable_link: "/clinic/inventory?filter=expiring" })).toBe(
      "/clinic/inventory?filter=expiring",
    );
    expect(notificationHref({ ...base, type: "order", clickable_link: "https://elsewhere.example" })).toBe(
      "/track-order",
    );
    expect(notificationHref({ ...base, type: "order", order_id: 42 })).toBe("/user/order-details/42");
    expect(
      notificationHref({
        ...base,
        type: "chat",
        chatmessages: { created_at: "", message: "hi", vendor_details: { name: "V", slug: "v-co" } },
      }),
    ).toBe("/vendors/v-co#chat");
    // a vendor's answer to a price or sample request opens the buyer's requests, not a vendor page
    expect(
      notificationHref({
        ...base,
        type: "chat",
        clickable_link: "/my-requests",
        chatmessages: { created_at: "", message: "quoted", vendor_details: { name: "V", slug: "" } },
      }),
    ).toBe("/my-requests");
  });

  it("cuts text per variant", () => {
    const long = "x".repeat(80);
    expect(notificationText({ ...base, type: "chat", message: long })).toBe("x".repeat(50) + "...");
    expect(notificationText({ ...base, type: "Coupons", body: long })).toBe("x".repeat(55) + "...");
    expect(notificationText({ ...base, type: "order", body: long })).toBe("x".repeat(60) + "...");
    expect(notificationText({ ...base, type: "Webinars", body: long })).toBe("x".repeat(50) + "...");
    expect(notificationText({ ...base, type: "Blogs", body: long })).toBe(long);
    expect(notificationText({ ...base, type: "order", body: "short" })).toBe("short");
  });

  it("chooses the panel footer at the edges 0, 19, 20, 21", () => {
    expect(panelFooter(0)).toBeNull();
    expect(panelFooter(19)).toBe("no-more");
    expect(panelFooter(20)).toBeNull();
    expect(panelFooter(21)).toBe("view-all");
  });

  it("never opens the panel on the notifications page", () => {
    expect(nextPanelOpen("/", false)).toBe(true);
    expect(nextPanelOpen("/", true)).toBe(false);
    expect(nextPanelOpen("/notifications", false)).toBe(false);
    expect(nextPanelOpen("/notifications", true)).toBe(false);
  });

  it("counts pages", () => {
    expect([0, 1, 20, 21, 40, 41].map(lastPage)).toEqual([1, 1, 1, 2, 2, 3]);
  });
});
