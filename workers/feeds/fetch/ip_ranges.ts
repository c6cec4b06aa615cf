/**
 * Which IP addresses a server-side fetch may connect to. Only public unicast addresses pass:
 * loopback, private, CGNAT, link-local (cloud metadata), unique-local, multicast, documentation
 * and reserved ranges are refused, including IPv4 addresses hidden inside IPv6 forms.
 */

/** IPv4 ranges refused, as [network, prefix length]. */
const BLOCKED_V4: ReadonlyArray<readonly [string, number]> = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, includes the 169.254.169.254 metadata service
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast (deprecated)
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, includes broadcast 255.255.255.255
];

/** Parses a dotted-quad IPv4 address into an unsigned 32-bit number, or null. */
export function parseIpv4(text: string): number | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!m) return null;
  let value = 0;
  for (let i = 1; i <= 4; i++) {
    const octet = Number(m[i]);
    if (octet > 255) return null;
    value = value * 256 + octet;
  }
  return value;
}

const BLOCKED_V4_NUMERIC = BLOCKED_V4.map(([net, len]) => [parseIpv4(net) ?? 0, len] as const);

function inV4Range(ip: number, net: number, len: number): boolean {
  const shift = 32 - len;
  return Math.floor(ip / 2 ** shift) === Math.floor(net / 2 ** shift);
}

/** True when an IPv4 address (as a number) is in a refused range. */
export function isBlockedIpv4(ip: number): boolean {
  return BLOCKED_V4_NUMERIC.some(([net, len]) => inV4Range(ip, net, len));
}

/** Parses an IPv6 address (optionally with a zone id) into eight 16-bit groups, or null. */
export function parseIpv6(text: string): number[] | null {
  let s = text;
  const zone = s.indexOf("%");
  if (zone >= 0) s = s.slice(0, zone);
  if (!s.includes(":")) return null;
  // A trailing dotted quad stands for the last two groups: rewrite it as hex.
  const lastColon = s.lastIndexOf(":");
  const tail = s.slice(lastColon + 1);
  if (tail.includes(".")) {
    const v4 = parseIpv4(tail);
    if (v4 === null) return null;
    const hi = Math.floor(v4 / 65536).toString(16);
    s = `${s.slice(0, lastColon + 1)}${hi}:${(v4 % 65536).toString(16)}`;
  }
  const halves = s.split("::");
  if (halves.length > 2) return null;
  const parseGroups = (part: string): number[] | null => {
    if (part === "") return [];
    const groups = part.split(":").map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16) : NaN));
    return groups.some(Number.isNaN) ? null : groups;
  };
  const head = parseGroups(halves[0] ?? "");
  const rest = halves.length === 2 ? parseGroups(halves[1] ?? "") : [];
  if (!head || !rest) return null;
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  return [...head, ...new Array<number>(missing).fill(0), ...rest];
}

function embeddedV4(hi: number, lo: number): number {
  return hi * 65536 + lo;
}

/** True when eight IPv6 groups are outside the public unicast space or hide a refused IPv4. */
export function isBlockedIpv6(g: number[]): boolean {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const zeros0to4 = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  // ::ffff:a.b.c.d (IPv4-mapped): judge the IPv4 address inside.
  if (zeros0to4 && g5 === 0xffff) return isBlockedIpv4(embeddedV4(g6, g7));
  // ::, ::1 and the deprecated IPv4-compatible ::a.b.c.d.
  if (zeros0to4 && g5 === 0) return true;
  // 64:ff9b::/96 (NAT64 well-known prefix) reaches the IPv4 address inside.
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return isBlockedIpv4(embeddedV4(g6, g7));
  }
  // Everything outside 2000::/3 (global unicast) is loopback, link-local (fe80::/10),
  // unique-local (fc00::/7), multicast (ff00::/8) or reserved.
  if ((g0 & 0xe000) !== 0x2000) return true;
  if (g0 === 0x2002) return isBlockedIpv4(embeddedV4(g1, g2)); // 6to4 carries an IPv4
  if (g0 === 0x2001 && g1 < 0x200) return true; // IETF protocol assignments, Teredo
  if (g0 === 0x2001 && g1 === 0xdb8) return true; // documentation
  if (g0 === 0x3fff && g1 < 0x1000) return true; // documentation (RFC 9637)
  return false;
}

/** True when `text` is an IP literal (IPv4 or IPv6, brackets allowed). */
export function isIpLiteral(text: string): boolean {
  const bare = text.startsWith("[") && text.endsWith("]") ? text.slice(1, -1) : text;
  return parseIpv4(bare) !== null || parseIpv6(bare) !== null;
}

/**
 * True when a fetch must not connect to this IP address. Text that is not an IP address is
 * refused too, since the caller asked about an address.
 */
export function isBlockedAddress(text: string): boolean {
  const bare = text.startsWith("[") && text.endsWith("]") ? text.slice(1, -1) : text;
  const v4 = parseIpv4(bare);
  if (v4 !== null) return isBlockedIpv4(v4);
  const v6 = parseIpv6(bare);
  if (v6 !== null) return isBlockedIpv6(v6);
  return true;
}
