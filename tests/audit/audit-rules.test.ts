import { describe, expect, it } from "vitest";
import { XSS_PAYLOADS, hasSqlError, isSlow, reflectedUnescaped, sqlPayloads } from "../../scripts/audit/payloads";
import { BUYER_PROBES, VENDOR_PROBES, fillPath, isLeak } from "../../scripts/audit/cross-user-routes";

describe("the audit's bad inputs", () => {
  it("builds more than 2,000 distinct SQL injection payloads and about fifty XSS payloads", () => {
    const sql = sqlPayloads();
    expect(sql.length).toBeGreaterThan(2000);
    expect(new Set(sql).size).toBe(sql.length);
    expect(sql.some((p) => p.includes("UNION SELECT"))).toBe(true);
    expect(sql.some((p) => p.includes("pg_sleep"))).toBe(true);
    expect(sql.some((p) => p.includes("%27"))).toBe(true); // encoded variants
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(45);
  });

  it("sees SQL error text, but not the payload it echoes back", () => {
    const p = "' UNION SELECT NULL--";
    expect(hasSqlError(`{"message":"syntax error at or near \\"UNION\\""}`, p)).toBe(true);
    expect(hasSqlError(`{"message":"No results for ${JSON.stringify(p).slice(1, -1)}"}`, p)).toBe(false);
    expect(hasSqlError(`<p>No results for ${p}</p>`, `${p} syntax error at or near`)).toBe(false);
  });

  it("flags a payload shown as markup, not one React escaped", () => {
    const p = "<img src=x onerror=alert(1)>";
    expect(reflectedUnescaped(`<p>${p}</p>`, p)).toBe(true);
    expect(reflectedUnescaped("<p>&lt;img src=x onerror=alert(1)&gt;</p>", p)).toBe(false);
    expect(reflectedUnescaped('self.__next_f.push([1,"\\u003cimg src=x onerror=alert(1)\\u003e"])', p)).toBe(false);
    const attr = '" onmouseover="alert(1)';
    expect(reflectedUnescaped(`<input value="${attr}">`, attr)).toBe(true);
    expect(reflectedUnescaped('<input value="&quot; onmouseover=&quot;alert(1)">', attr)).toBe(false);
    expect(reflectedUnescaped('<a href="javascript:alert(1)">x</a>', "javascript:alert(1)")).toBe(true);
    expect(reflectedUnescaped("<p>javascript:alert(1)</p>", "javascript:alert(1)")).toBe(false);
    // page data in inline scripts keeps quotes as typed, inside a JS string: not markup
    const quote = "' onmouseover='alert(1)";
    expect(reflectedUnescaped(`<script>self.__next_f.push([1,"${quote}"])</script>`, quote)).toBe(false);
    expect(reflectedUnescaped(`<div title='${quote}'>`, quote)).toBe(true);
    const frame = "<iframe src=javascript:alert(1)>";
    expect(
      reflectedUnescaped(
        '<script>self.__next_f.push([1,"\\u003ciframe src=javascript:alert(1)\\u003e"])</script>',
        frame,
      ),
    ).toBe(false);
    expect(reflectedUnescaped("<p>&lt;iframe src=javascript:alert(1)&gt;</p>", frame)).toBe(false);
    expect(reflectedUnescaped(`<p>${frame}</p>`, frame)).toBe(true);
    expect(reflectedUnescaped('<input class="x" value="&lt;iframe src=javascript:alert(1)&gt;"/>', frame)).toBe(false);
    expect(
      reflectedUnescaped('<input value="x"><iframe class="a" src=javascript:alert(1)>', "javascript:alert(1)"),
    ).toBe(true);
    // React replaces a javascript: link with one that throws
    expect(
      reflectedUnescaped(
        `<a href="javascript:throw new Error('React has blocked a javascript: URL')">x</a>`,
        "javascript:alert(1)",
      ),
    ).toBe(false);
  });

  it("counts a sleep only for payloads that ask for one", () => {
    expect(isSlow("'; SELECT pg_sleep(6)--", 6000)).toBe(true);
    expect(isSlow("'; SELECT pg_sleep(6)--", 900)).toBe(false);
    expect(isSlow("' OR 1=1--", 9000)).toBe(false);
  });
});

describe("the audit's cross-user probes", () => {
  it("fills every parameter from the owner's records, or skips a route the owner has no record for", () => {
    expect(fillPath("/api/user/addresses/{userId}/{addressId}", { userId: "demo-buyer", addressId: "7" })).toBe(
      "/api/user/addresses/demo-buyer/7",
    );
    expect(fillPath("/api/get-user-details/{email}", { email: "a b@x.test" })).toBe(
      "/api/get-user-details/a%20b%40x.test",
    );
    expect(fillPath("/api/clinic/rules/{ruleId}", {})).toBeNull();
  });

  it("calls a success a leak when it carries the owner's data or changed something", () => {
    expect(isLeak("GET", 200, '{"email":"buyer@dvm.demo"}', ["buyer@dvm.demo"])).toBe(true);
    expect(isLeak("GET", 200, '{"items":[]}', ["buyer@dvm.demo"])).toBe(false);
    expect(isLeak("GET", 404, "buyer@dvm.demo", ["buyer@dvm.demo"])).toBe(false);
    expect(isLeak("DELETE", 200, "{}", [])).toBe(true);
    expect(isLeak("POST", 403, "{}", [])).toBe(false);
  });

  it("covers at least the audit's 41 id-bearing routes", () => {
    const templates = new Set([...BUYER_PROBES, ...VENDOR_PROBES].map((p) => `${p.method} ${p.path}`));
    expect(templates.size).toBeGreaterThanOrEqual(41);
  });
});
