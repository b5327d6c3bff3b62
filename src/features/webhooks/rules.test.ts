import { describe, expect, it } from "vitest";
import { resolvedAddressProblem, webhookUrlProblem } from "./rules";

describe("webhookUrlProblem", () => {
  it("takes https, and http only where allowed", () => {
    expect(webhookUrlProblem("https://erp.example.com/hook", { allowHttp: false, allowPrivate: false })).toBeNull();
    expect(webhookUrlProblem("http://127.0.0.1:9000/hook", { allowHttp: true, allowPrivate: true })).toBeNull();
    expect(webhookUrlProblem("http://erp.example.com/hook", { allowHttp: false, allowPrivate: false })).toMatch(
      /https/,
    );
    expect(webhookUrlProblem("ftp://erp.example.com", { allowHttp: true, allowPrivate: true })).toMatch(/https/);
  });
  it("refuses this machine and private networks where plain http is not allowed (production)", () => {
    for (const u of [
      "https://localhost/x",
      "https://127.0.0.1/x",
      "https://10.1.2.3/x",
      "https://192.168.0.5/x",
      "https://[::1]/x",
      "https://169.254.169.254/latest",
    ])
      expect(webhookUrlProblem(u, { allowHttp: false, allowPrivate: false }), u).toMatch(/public address/);
    expect(webhookUrlProblem("https://172.32.0.1/x", { allowHttp: false, allowPrivate: false })).toBeNull();
  });
  it("judges private addresses by their own switch, literal IPv6 and mapped forms included", () => {
    const strict = { allowHttp: true, allowPrivate: false };
    for (const u of [
      "http://127.0.0.1:9000/x",
      "http://[::ffff:127.0.0.1]/x",
      "http://[fd00::1]/x",
      "http://localhost./x",
    ])
      expect(webhookUrlProblem(u, strict), u).toMatch(/public address/);
    expect(webhookUrlProblem("http://erp.example.com/x", strict)).toBeNull();
  });
  it("refuses what is not a URL and credentials in it", () => {
    expect(webhookUrlProblem("erp.example.com", { allowHttp: false, allowPrivate: false })).toMatch(/full URL/);
    expect(webhookUrlProblem("https://u:p@erp.example.com", { allowHttp: false, allowPrivate: false })).toMatch(
      /password/,
    );
  });
});

describe("resolvedAddressProblem", () => {
  it("refuses a name when any address it resolves to is private", () => {
    expect(resolvedAddressProblem("erp.example.com", ["93.184.216.34"])).toBeNull();
    expect(resolvedAddressProblem("erp.example.com", ["93.184.216.34", "::ffff:10.0.0.5"])).toBe(
      "The webhook address must be a public address: erp.example.com resolves to ::ffff:10.0.0.5, which is this machine or a private network.",
    );
    expect(resolvedAddressProblem("erp.example.com", [])).toMatch(/has no address/);
  });
});
