import { describe, expect, it } from "vitest";
import { isIpLiteral, isPrivateAddress } from "./private-address";

describe("isPrivateAddress", () => {
  it("refuses this machine, private, carrier, link-local, multicast and reserved IPv4", () => {
    for (const ip of [
      "0.0.0.0",
      "10.0.0.1",
      "10.255.255.255",
      "100.64.0.1",
      "100.127.255.254",
      "127.0.0.1",
      "127.8.9.10",
      "169.254.169.254",
      "172.16.0.1",
      "172.31.255.255",
      "192.0.0.8",
      "192.0.2.1",
      "192.168.1.10",
      "198.18.0.1",
      "198.19.255.255",
      "198.51.100.7",
      "203.0.113.9",
      "224.0.0.1",
      "239.255.255.250",
      "240.0.0.1",
      "255.255.255.255",
    ])
      expect(isPrivateAddress(ip), ip).toBe(true);
  });

  it("lets public IPv4 through, including the neighbours of private ranges", () => {
    for (const ip of [
      "8.8.8.8",
      "93.184.216.34",
      "100.63.255.255",
      "100.128.0.0",
      "172.15.255.255",
      "172.32.0.1",
      "169.253.0.1",
      "11.0.0.1",
      "192.169.0.1",
      "223.255.255.255",
    ])
      expect(isPrivateAddress(ip), ip).toBe(false);
  });

  it("refuses loopback, unspecified, unique-local, link-local, multicast and documentation IPv6", () => {
    for (const ip of [
      "::1",
      "::",
      "[::1]",
      "fc00::1",
      "fd12:3456::9",
      "fe80::1",
      "fe80::1%eth0",
      "febf::1",
      "fec0::1",
      "ff02::1",
      "2001:db8::1",
      "100::1",
      "2001::1",
      "64:ff9b:1::5",
    ])
      expect(isPrivateAddress(ip), ip).toBe(true);
  });

  it("judges IPv4 carried in IPv6 by the IPv4 address", () => {
    for (const ip of [
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::FFFF:10.1.2.3",
      "::ffff:a9fe:a9fe",
      "64:ff9b::10.0.0.1",
      "2002:c0a8:0101::1",
      "::127.0.0.1",
    ])
      expect(isPrivateAddress(ip), ip).toBe(true);
    for (const ip of ["::ffff:8.8.8.8", "::ffff:808:808", "64:ff9b::808:808", "2002:0808:0808::1"])
      expect(isPrivateAddress(ip), ip).toBe(false);
  });

  it("lets public IPv6 through", () => {
    for (const ip of ["2606:4700:4700::1111", "2001:4860:4860::8888", "2a00:1450:4001:82b::200e"])
      expect(isPrivateAddress(ip), ip).toBe(false);
  });

  it("treats what is not an address as private", () => {
    for (const text of [
      "",
      "example.com",
      "1.2.3",
      "256.1.1.1",
      "1.2.3.4.5",
      "1:2:3",
      "1::2::3",
      "12345::1",
      "::ffff:999.1.1.1",
    ])
      expect(isPrivateAddress(text), text).toBe(true);
  });
});

describe("isIpLiteral", () => {
  it("tells address literals from host names", () => {
    expect(isIpLiteral("127.0.0.1")).toBe(true);
    expect(isIpLiteral("[::1]")).toBe(true);
    expect(isIpLiteral("erp.example.com")).toBe(false);
    expect(isIpLiteral("1.2.3")).toBe(false);
  });
});
