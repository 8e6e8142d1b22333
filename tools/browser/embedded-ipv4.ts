// The IPv4 addresses an IPv6 address carries inside it (mapped, translated, compatible, NAT64, 6to4, Teredo, ISATAP),
// so the browser's policy judges `[::ffff:0:127.0.0.1]` or `[2002:7f00:1::]` as the 127.0.0.1 they lead to.
// Pure; expects an IPv6 literal without brackets or zone.

/** Eight 16-bit groups of an IPv6 address (handles `::` and a dotted IPv4 tail), or undefined when malformed. */
export function expandIpv6(address: string): number[] | undefined {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const parts = dotted[1].split('.').map(Number);
    if (parts.some((part) => part > 255)) return undefined;
    const [a = 0, b = 0, c = 0, d = 0] = parts;
    text = text.slice(0, -dotted[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail, extra] = text.split('::');
  if (extra !== undefined) return undefined;
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  const groups = [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...tailGroups].map(
    (group) => (/^[0-9a-f]{1,4}$/.test(group) ? parseInt(group, 16) : Number.NaN),
  );
  return groups.length === 8 && groups.every((group) => Number.isInteger(group)) ? groups : undefined;
}

function dotted(high: number, low: number): string {
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Every IPv4 address embedded in `address` by a standard transition mechanism (empty when none). */
export function embeddedIpv4(address: string): string[] {
  const g = expandIpv6(address);
  if (!g) return [];
  const [g0, g1, g2, g3, g4, g5, g6, g7] = g as [number, number, number, number, number, number, number, number];
  const zeros = (...groups: number[]) => groups.every((group) => group === 0);
  const found: string[] = [];
  // ::ffff:a.b.c.d (mapped), ::ffff:0:a.b.c.d (SIIT translated), ::a.b.c.d (compatible, but not :: or ::1).
  if (zeros(g0, g1, g2, g3) && ((g4 === 0 && g5 === 0xffff) || (g4 === 0xffff && g5 === 0))) found.push(dotted(g6, g7));
  if (zeros(g0, g1, g2, g3, g4, g5) && (g6 !== 0 || g7 > 1)) found.push(dotted(g6, g7));
  // NAT64: the well-known prefix 64:ff9b::/96 and the local-use 64:ff9b:1::/48 (RFC 8215, /96 layout).
  if (g0 === 0x64 && g1 === 0xff9b && (zeros(g2, g3, g4, g5) || g2 === 1)) found.push(dotted(g6, g7));
  // 6to4: 2002:AABB:CCDD::/48.
  if (g0 === 0x2002) found.push(dotted(g1, g2));
  // Teredo 2001:0::/32: the server's address, and the client's (stored inverted).
  if (g0 === 0x2001 && g1 === 0) found.push(dotted(g2, g3), dotted(g6 ^ 0xffff, g7 ^ 0xffff));
  // ISATAP interface identifier ::0:5efe:a.b.c.d / ::200:5efe:a.b.c.d under any prefix.
  if ((g4 & 0xfdff) === 0 && g5 === 0x5efe) found.push(dotted(g6, g7));
  return found;
}
