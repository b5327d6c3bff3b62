import { describe, expect, it } from "vitest";
import { routeMatcher } from "./route-patterns";

// the shape of .next/routes-manifest.json: static pages, then dynamic ones in Next's own order
const routeOf = routeMatcher({
  staticRoutes: [
    { page: "/", regex: "^/(?:/)?$" },
    { page: "/api/checkout", regex: "^/api/checkout(?:/)?$" },
    { page: "/cart", regex: "^/cart(?:/)?$" },
  ],
  dynamicRoutes: [
    { page: "/api/orders/[id]", regex: "^/api/orders/([^/]+?)(?:/)?$" },
    { page: "/api/product-view/[slug]", regex: "^/api/product-view/([^/]+?)(?:/)?$" },
    { page: "/[slug]", regex: "^/([^/]+?)(?:/)?$" },
  ],
});

describe("route patterns", () => {
  it("names the route, never the path's ids or query", () => {
    expect(routeOf("/api/orders/12345?token=abc")).toBe("/api/orders/[id]");
    expect(routeOf("/api/product-view/gauze-4x4")).toBe("/api/product-view/[slug]");
    expect(routeOf("/surgical-gloves")).toBe("/[slug]");
  });

  it("prefers a static route, with or without a trailing slash", () => {
    expect(routeOf("/cart")).toBe("/cart");
    expect(routeOf("/cart/")).toBe("/cart");
    expect(routeOf("/")).toBe("/");
    expect(routeOf("/api/checkout")).toBe("/api/checkout");
  });

  it("groups the build's files and labels what no route owns", () => {
    expect(routeOf("/_next/static/chunks/abc123.js")).toBe("/_next/static");
    expect(routeOf("/_next/image?url=x")).toBe("/_next/image");
    expect(routeOf("/icons/icon-192.png")).toBe("(public file)");
    expect(routeOf("/a/b/c")).toBe("(unmatched)");
  });
});
