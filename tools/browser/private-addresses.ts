// Which IP addresses count as "private" for the browser's network policy: loopback, link-local, RFC 1918,
// unique-local, carrier-grade NAT, unspecified, multicast and reserved ranges (IPv4, IPv6 and every IPv4-in-IPv6 form).
import { BlockList, isIP } from 'node:net';
import { embeddedIpv4 } from './embedded-ipv4';

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
  ['100::', 64], // discard-only
  ['2001:db8::', 32], // documentation
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

/** The standard classifier. IPv6 forms that embed an IPv4 address (embedded-ipv4.ts) are private when that address is. */
export function createAddressClassifier(): AddressClassifier {
  // Built on the first check, not when the tools are made (it sits on the path to ready otherwise).
  let list: BlockList | undefined;
  const blocked = {
    check: (address: string, family: 'ipv4' | 'ipv6') => (list ??= buildBlockList()).check(address, family),
  };
  const classify: AddressClassifier = (raw) => {
    const address = raw.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
    const family = isIP(address);
    if (family === 4) return blocked.check(address, 'ipv4') ? 'private' : 'public';
    if (family !== 6) return 'private';
    // Judged by every IPv4 address it carries (mapped, translated, NAT64, 6to4, Teredo…) as well as by itself.
    if (embeddedIpv4(address).some((ipv4) => classify(ipv4) === 'private')) return 'private';
    return blocked.check(address, 'ipv6') ? 'private' : 'public';
  };
  return classify;
}
