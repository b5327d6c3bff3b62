import { afterEach, describe, expect, it } from "vitest";
import { answerInFront, clearFrontRoutes, frontRouteFor } from "./front-routes";

const ok = async () => new Response("ok");
const other = async () => new Response("other");

describe("the routes answered in front of Next", () => {
  afterEach(() => clearFrontRoutes());

  it("knows nothing until a route module registers itself", () => {
    expect(frontRouteFor("/api/buyer-parts")).toBeNull();
    answerInFront("/api/buyer-parts", ok);
    expect(frontRouteFor("/api/buyer-parts")?.handler).toBe(ok);
  });

  it("matches a dynamic segment by its name, decoded, and nothing longer, shorter or empty", () => {
    answerInFront("/api/products/[id]/offers", other);
    expect(frontRouteFor("/api/products/42/offers")).toEqual({ handler: other, params: { id: "42" } });
    expect(frontRouteFor("/api/products/a%20b/offers")?.params).toEqual({ id: "a b" });
    expect(frontRouteFor("/api/products//offers")).toBeNull();
    expect(frontRouteFor("/api/products/42/offers/x")).toBeNull();
    expect(frontRouteFor("/api/products/42")).toBeNull();
    expect(frontRouteFor("/api/products/42/offer")).toBeNull();
  });
});
