import assert from "node:assert/strict";
import { isBlockedAddress, isIpLiteral, parseIpv4, parseIpv6 } from "./ip_ranges.ts";

Deno.test("loopback, private, CGNAT, link-local and reserved IPv4 addresses are refused", () => {
  for (
    const ip of [
      "127.0.0.1",
      "127.255.255.254",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "100.64.0.1",
      "169.254.169.254",
      "0.0.0.0",
      "0.1.2.3",
      "224.0.0.1",
      "239.255.255.250",
      "240.0.0.1",
      "255.255.255.255",
      "192.0.2.10",
      "198.18.0.1",
      "203.0.113.5",
    ]
  ) assert.equal(isBlockedAddress(ip), true, ip);
});

Deno.test("public IPv4 addresses pass", () => {
  for (const ip of ["8.8.8.8", "1.1.1.1", "172.32.0.1", "100.128.0.1", "93.184.216.34"]) {
    assert.equal(isBlockedAddress(ip), false, ip);
  }
});

Deno.test("non-public IPv6 addresses, and IPv4 hidden in IPv6, are refused", () => {
  for (
    const ip of [
      "::1",
      "[::1]",
      "::",
      "fe80::1",
      "fe80::1%eth0",
      "fc00::1",
      "fd12:3456::1",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:169.254.169.254",
      "::ffff:10.0.0.1",
      "64:ff9b::10.0.0.1",
      "2002:c0a8:0101::1",
      "2001:db8::1",
      "2001::1",
      "::127.0.0.1",
    ]
  ) assert.equal(isBlockedAddress(ip), true, ip);
});

Deno.test("public IPv6 addresses pass, including mapped public IPv4", () => {
  for (const ip of ["2606:4700:4700::1111", "2a00:1450:4001:81b::200e", "::ffff:8.8.8.8"]) {
    assert.equal(isBlockedAddress(ip), false, ip);
  }
});

Deno.test("IP parsing rejects malformed text, and a host name is not an IP literal", () => {
  assert.equal(parseIpv4("256.1.1.1"), null);
  assert.equal(parseIpv4("1.2.3"), null);
  assert.equal(parseIpv6("1:2:3:4:5:6:7:8:9"), null);
  assert.equal(parseIpv6("1::2::3"), null);
  assert.deepEqual(parseIpv6("::ffff:1.2.3.4"), [0, 0, 0, 0, 0, 0xffff, 0x102, 0x304]);
  assert.equal(isIpLiteral("example.com"), false);
  assert.equal(isIpLiteral("[fe80::1]"), true);
  assert.equal(isBlockedAddress("example.com"), true);
});
