// Which IP addresses count as "private" for the browser's network policy: loopback, link-local, RFC 1918,
// unique-local, carrier-grade NAT, unspecified, multicast and reserved ranges (IPv4, IPv6 and IPv4-in-IPv6).
import { BlockList, isIP } from 'node:net';

export type AddressClassifier = (address: string) => 'private' | 'public';

const ipv4Ranges: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network", includes 0.0.0.0
  ['10.0.0.0', 8], // RFC 1918
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12], // RFC 1918
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // RFC 1918
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, includes broadcast
];

const ipv6Ranges: Array<[string, number]> = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // deprecated site-local
  ['ff00::', 8], // multicast
];

function buildBlockList(): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of ipv4Ranges) list.addSubnet(network, prefix, 'ipv4');
  for (const [network, prefix] of ipv6Ranges) list.addSubnet(network, prefix, 'ipv6');
  return list;
}

/** The standard classifier. IPv4-mapped (::ffff:a.b.c.d), NAT64 and IPv4-compatible forms are judged by their IPv4 part. */
export function createAddressClassifier(): AddressClassifier {
  const blocked = buildBlockList();
  const classify: AddressClassifier = (raw) => {
    const address = raw.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
    const family = isIP(address);
    if (family === 4) return blocked.check(address, 'ipv4') ? 'private' : 'public';
    if (family !== 6) return 'private';
    const embedded = embeddedIpv4(address);
    if (embedded) return classify(embedded);
    return blocked.check(address, 'ipv6') ? 'private' : 'public';
  };
  return classify;
}

/** The IPv4 address inside ::ffff:0:0/96, 64:ff9b::/96 or ::/96 forms, if any. */
function embeddedIpv4(address: string): string | undefined {
  const groups = expandIpv6(address);
  if (!groups) return undefined;
  const prefix = groups.slice(0, 6).map((group) => group.toString(16)).join(':');
  const mapped = prefix === '0:0:0:0:0:ffff';
  const nat64 = prefix === '64:ff9b:0:0:0:0';
  const compatible = prefix === '0:0:0:0:0:0' && (groups[6] !== 0 || (groups[7] ?? 0) > 1);
  if (!mapped && !nat64 && !compatible) return undefined;
  const high = groups[6] ?? 0;
  const low = groups[7] ?? 0;
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Eight 16-bit groups of an IPv6 address (handles `::` and a dotted IPv4 tail). */
function expandIpv6(address: string): number[] | undefined {
  let text = address.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = text.slice(0, -dotted[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail !== undefined && tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  if (tail === undefined && missing !== 0) return undefined;
  if (missing < 0) return undefined;
  const groups = [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...tailGroups].map((group) => parseInt(group, 16));
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : undefined;
}
