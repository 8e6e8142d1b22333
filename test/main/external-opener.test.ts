// Links reach the OS browser only as validated https URLs, at most a few per minute; everything else is refused.
import { describe, expect, it } from 'vitest';
import { createExternalOpener } from '../../electron/main/external-opener';
import { checkExternalUrl } from '../../electron/shared/external-url';

function opener(options: { fail?: boolean; maxPerMinute?: number } = {}) {
  const opened: string[] = [];
  let time = 1_000_000;
  const open = createExternalOpener({
    openExternal: async (url) => {
      if (options.fail) throw new Error('xdg-open failed');
      opened.push(url);
    },
    now: () => time,
    maxPerMinute: options.maxPerMinute,
  });
  return { open, opened, advance: (ms: number) => void (time += ms) };
}

const refused = [
  'file:///etc/passwd',
  'FILE:///C:/Windows/System32/calc.exe',
  'javascript:alert(1)',
  'JavaScript:fetch("https://x")',
  'smb://attacker.example/share',
  '\\\\attacker.example\\share',
  'data:text/html,<script>alert(1)</script>',
  'ms-msdt:/id PCWDiagnostic',
  'vscode://file/etc/passwd',
  'hearth://settings',
  'search-ms:query=x',
  'http://example.com/',
  'ftp://example.com/file',
  'https://user:pass@example.com/',
  'https://localhost/',
  'https:///no-host',
  'not a url',
  '',
];

describe('external links', () => {
  it('refuses file:, javascript:, smb:, data:, custom schemes, http, credentials and hostless URLs', async () => {
    const { open, opened } = opener({ maxPerMinute: 1_000 });
    for (const url of refused) {
      const result = await open(url);
      expect(result.opened, url).toBe(false);
      expect(checkExternalUrl(url).ok, url).toBe(false);
    }
    expect(await open(42)).toMatchObject({ opened: false });
    expect(await open(`https://example.com/${'a'.repeat(9_000)}`)).toMatchObject({ opened: false });
    expect(opened).toEqual([]);
  });

  it('opens https URLs, normalised', async () => {
    const { open, opened } = opener();
    expect(await open('https://example.com/docs?q=1#top')).toEqual({ opened: true });
    expect(await open('HTTPS://Example.COM')).toEqual({ opened: true });
    expect(opened).toEqual(['https://example.com/docs?q=1#top', 'https://example.com/']);
  });

  it('opens at most maxPerMinute links in a rolling minute', async () => {
    const { open, opened, advance } = opener({ maxPerMinute: 2 });
    await open('https://a.example/');
    await open('https://b.example/');
    expect(await open('https://c.example/')).toEqual({
      opened: false,
      reason: expect.stringMatching(/Too many links/),
    });
    advance(60_000);
    expect(await open('https://d.example/')).toEqual({ opened: true });
    expect(opened).toEqual(['https://a.example/', 'https://b.example/', 'https://d.example/']);
  });

  it('reports a failure of the OS to open the link as data', async () => {
    const { open } = opener({ fail: true });
    expect(await open('https://example.com/')).toEqual({
      opened: false,
      reason: 'The system could not open the link.',
    });
  });
});
