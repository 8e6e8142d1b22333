// IPv6 spellings that carry an IPv4 address (mapped, SIIT, compatible, NAT64, 6to4, Teredo, ISATAP) are judged by that
// address: the ones leading to loopback, RFC 1918 or the metadata address are private, so the URL policy refuses them
// unless private-network access is on; the same forms around public addresses stay public.
import { describe, expect, it } from 'vitest';
import { embeddedIpv4, expandIpv6 } from '../../../tools/browser/embedded-ipv4';
import { createAddressClassifier } from '../../../tools/browser/private-addresses';
import { createUrlPolicy } from '../../../tools/browser/url-policy';

const classify = createAddressClassifier();
const noDns = async (): Promise<string[]> => {
  throw new Error('no DNS for IP literals');
};

/** [form, address it embeds] */
const loopbackForms: [string, string][] = [
  ['::ffff:127.0.0.1', '127.0.0.1'],
  ['::ffff:7f00:1', '127.0.0.1'],
  ['0:0:0:0:0:FFFF:7F00:1', '127.0.0.1'],
  ['::ffff:0:127.0.0.1', '127.0.0.1'],
  ['::ffff:0:7f00:1', '127.0.0.1'],
  ['::127.0.0.1', '127.0.0.1'],
  ['::7f00:1', '127.0.0.1'],
  ['64:ff9b::7f00:1', '127.0.0.1'],
  ['64:ff9b::127.0.0.1', '127.0.0.1'],
  ['64:ff9b:1::7f00:1', '127.0.0.1'],
  ['2002:7f00:1::', '127.0.0.1'],
  ['2002:7f00:1:abcd::1', '127.0.0.1'],
  ['2001:0:7f00:1::', '127.0.0.1'],
  ['2001:0:4136:e378:8000:63bf:80ff:fffe', '127.0.0.1'],
  ['2606:4700::5efe:7f00:1', '127.0.0.1'],
  ['2606:4700::200:5efe:127.0.0.1', '127.0.0.1'],
  ['2002:a9fe:a9fe::', '169.254.169.254'],
  ['::ffff:0:a00:1', '10.0.0.1'],
  ['64:ff9b::c0a8:101', '192.168.1.1'],
];

describe('embedded IPv4', () => {
  it.each(loopbackForms)('%s carries %s and is private', (form, ipv4) => {
    expect(embeddedIpv4(form)).toContain(ipv4);
    expect(classify(form)).toBe('private');
    expect(classify(`[${form}]`)).toBe('private');
  });

  it.each([
    '2002:808:808::',
    '2001:0:808:808::f7f7:f7f7',
    '64:ff9b::808:808',
    '::ffff:0:8.8.8.8',
    '2606:4700::5efe:808:808',
    '2606:4700:4700::1111',
  ])('%s stays public', (form) => {
    expect(classify(form)).toBe('public');
  });

  it('treats reserved IPv6 ranges without an IPv4 inside as private', () => {
    expect(classify('100::1')).toBe('private');
    expect(classify('2001:db8::1')).toBe('private');
  });

  it('rejects malformed spellings instead of guessing', () => {
    for (const bad of ['1::2::3', '::ffff:300.1.1.1', '1:2:3:4:5:6:7:8:9', '12345::', 'g::1', '1:2:3:4:5:6:7::8'])
      expect(expandIpv6(bad), bad).toBeUndefined();
    expect(classify('::ffff:300.1.1.1')).toBe('private');
  });
});

describe('URL policy over embedded IPv4', () => {
  const strict = createUrlPolicy({ allowPrivateNetwork: () => false, lookup: noDns, cacheMs: 0 });
  const relaxed = createUrlPolicy({ allowPrivateNetwork: () => true, lookup: noDns, cacheMs: 0 });

  it.each(loopbackForms.map(([form]) => form))(
    'refuses http://[%s]/ unless private network access is on',
    async (form) => {
      const verdict = await strict.checkUrl(`http://[${form}]:8080/admin`);
      expect(verdict).toMatchObject({
        allowed: false,
        reason: expect.stringMatching(/private, loopback or link-local/),
      });
      expect(await relaxed.checkUrl(`http://[${form}]:8080/admin`)).toMatchObject({ allowed: true });
      expect(await strict.checkHost(`[${form}]`)).toMatchObject({ allowed: false });
    },
  );
});
