// The URL policy and address classifier on their own: schemes, private ranges in every spelling, DNS answers
// that point inside the network, and the private-network setting.
import { describe, expect, it } from 'vitest';
import { createAddressClassifier } from '../../../tools/browser/private-addresses';
import { createUrlPolicy, type HostLookup } from '../../../tools/browser/url-policy';

const classify = createAddressClassifier();
const fakeDns: HostLookup = async (hostname) => {
  const table: Record<string, string[]> = {
    'public.example': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
    'intranet.example': ['10.20.30.40'],
    'split.example': ['93.184.215.14', '192.168.1.10'],
    'metadata.example': ['169.254.169.254'],
    'v6-local.example': ['fd12:3456::1'],
  };
  const answer = table[hostname];
  if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return answer;
};

describe('address classifier', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.251',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '[::1]',
    'fe80::1%eth0',
    'not-an-ip',
  ])('%s is private', (address) => {
    expect(classify(address)).toBe('private');
  });

  it.each([
    '8.8.8.8',
    '93.184.215.14',
    '172.32.0.1',
    '192.169.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('%s is public', (address) => {
    expect(classify(address)).toBe('public');
  });
});

describe('URL policy', () => {
  const strict = createUrlPolicy({ allowPrivateNetwork: () => false, lookup: fakeDns });
  const relaxed = createUrlPolicy({ allowPrivateNetwork: () => true, lookup: fakeDns });

  it('allows http and https to public hosts, and about:blank', async () => {
    expect(await strict.checkUrl('https://public.example/path?q=1')).toMatchObject({ allowed: true });
    expect(await strict.checkUrl('http://93.184.215.14:8080/')).toMatchObject({ allowed: true });
    expect(await strict.checkUrl('about:blank')).toMatchObject({ allowed: true });
  });

  it.each([
    ['file:///etc/passwd', 'file:'],
    ['chrome://settings', 'chrome:'],
    ['view-source:https://public.example/', 'view-source:'],
    ['data:text/html,hi', 'data:'],
    ['javascript:alert(1)', 'javascript:'],
    ['about:config', 'about:'],
    ['blob:https://public.example/x', 'blob:'],
    ['ws://public.example/', 'ws:'],
    ['chrome-extension://abc/x.html', 'chrome-extension:'],
  ])('refuses %s', async (url, scheme) => {
    expect(await relaxed.checkUrl(url)).toEqual({
      allowed: false,
      reason: `the ${scheme} scheme is not allowed; only http and https pages can be opened`,
    });
  });

  it('refuses URLs that are not URLs or carry credentials', async () => {
    expect(await relaxed.checkUrl('example.org')).toMatchObject({
      allowed: false,
      reason: expect.stringContaining('not a valid absolute URL'),
    });
    expect(await relaxed.checkUrl('https://user:pw@public.example/')).toMatchObject({
      allowed: false,
      reason: expect.stringContaining('credentials'),
    });
  });

  it.each([
    'http://127.0.0.1/',
    'http://localhost:3000/',
    'http://app.localhost/',
    'http://[::1]/',
    'http://0.0.0.0/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://[::ffff:127.0.0.1]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.1.1.1/',
    'http://192.168.1.1/',
    'http://[fd00::1]/',
    'http://intranet.example/',
    'http://metadata.example/',
    'http://v6-local.example/',
    'http://split.example/',
  ])('refuses the private destination %s when private network access is off', async (url) => {
    const verdict = await strict.checkUrl(url);
    expect(verdict.allowed).toBe(false);
    if (!verdict.allowed) expect(verdict.reason).toContain('tools.browser.allowPrivateNetwork');
  });

  it('names the private address a hostname resolved to', async () => {
    expect(await strict.checkUrl('http://intranet.example/')).toMatchObject({
      reason: expect.stringContaining('intranet.example (10.20.30.40)'),
    });
  });

  it('allows private destinations when the setting is on, and reads the setting on every check', async () => {
    let allow = true;
    const policy = createUrlPolicy({ allowPrivateNetwork: () => allow, lookup: fakeDns });
    expect(await policy.checkUrl('http://127.0.0.1:8080/')).toMatchObject({ allowed: true });
    expect(await policy.checkUrl('http://intranet.example/')).toMatchObject({ allowed: true });
    allow = false;
    expect(await policy.checkUrl('http://127.0.0.1:8080/')).toMatchObject({ allowed: false });
  });

  it('reuses a host verdict briefly, then asks DNS again', async () => {
    let clock = 0;
    let lookups = 0;
    const policy = createUrlPolicy({
      allowPrivateNetwork: () => false,
      now: () => clock,
      lookup: async (host) => {
        lookups += 1;
        return fakeDns(host);
      },
    });
    await policy.checkUrl('https://public.example/a');
    await policy.checkUrl('https://public.example/b');
    expect(lookups).toBe(1);
    clock += 30_001;
    await policy.checkUrl('https://public.example/c');
    expect(lookups).toBe(2);
  });

  it('refuses hosts that do not resolve', async () => {
    expect(await relaxed.checkUrl('http://nowhere.example/')).toMatchObject({
      allowed: false,
      reason: 'the host nowhere.example could not be resolved (ENOTFOUND)',
    });
  });

  it('returns the checked addresses for the guard proxy to connect to', async () => {
    expect(await strict.checkHost('public.example')).toEqual({
      allowed: true,
      addresses: ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
    });
    expect(await strict.checkHost('[2606:4700:4700::1111]')).toEqual({
      allowed: true,
      addresses: ['2606:4700:4700::1111'],
    });
  });

  it('uses real DNS by default: localhost-style names resolving to loopback are refused', async () => {
    const real = createUrlPolicy({ allowPrivateNetwork: () => false });
    expect(await real.checkUrl('http://localhost/')).toMatchObject({ allowed: false });
    const resolved = await createUrlPolicy({ allowPrivateNetwork: () => true }).checkHost('localhost');
    expect(resolved).toMatchObject({ allowed: true });
    if (resolved.allowed) expect(resolved.addresses.every((address) => classify(address) === 'private')).toBe(true);
  });
});
