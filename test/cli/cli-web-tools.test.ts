// web_fetch and web_search through the real CLI process and runtime (SQLite data folder, settings via `config set`),
// against a 127.0.0.1 stand-in for the web: off until switched on, the private-network refusal and its setting,
// readable text with sources, SearXNG and the DuckDuckGo default (env-pointed), and a Brave key in the real keychain.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretToolLookup } from '../support/keyring';
import { describeWithFacility } from '../support/requirements';
import { createTempDirs } from '../support/temp-dir';
import { articleParagraph, startWebStandIn, type WebStandIn } from '../support/web-stand-in';
import { runCli } from './run-cli';

const temp = createTempDirs();
let dataDir: string;
let web: WebStandIn;

beforeAll(async () => {
  dataDir = temp.make('cli-web');
  web = await startWebStandIn();
});
afterAll(async () => {
  await web.close();
  temp.cleanup();
});

/** Each CLI run starts a fresh process (several seconds on a loaded machine); a test makes up to five. */
const cliTimeout = 120_000;

const config = (key: string, value: string) => runCli(['config', 'set', key, value, '--data-dir', dataDir]);
const tool = (name: string, args: unknown, env: Record<string, string> = {}) =>
  runCli(['tool', name, JSON.stringify(args), '--yes', '--json', '--data-dir', dataDir], { env });

describe('cli: web_fetch', () => {
  it(
    'is off until tools.web.fetchEnabled is on, and says which setting turns it on',
    async () => {
      const run = await tool('web_fetch', { url: `${web.origin}/article` });
      expect(run.code).not.toBe(0);
      expect(run.stdout + run.stderr).toContain('tools.web.fetchEnabled');
    },
    cliTimeout,
  );

  it(
    'refuses the 127.0.0.1 stand-in while private-network access is off, without contacting it',
    async () => {
      expect((await config('tools.web.fetchEnabled', 'true')).code).toBe(0);
      const before = web.requests.length;
      const run = await tool('web_fetch', { url: `${web.origin}/article` });
      expect(run.code).toBe(1);
      const [line] = run.lines();
      expect(line).toMatchObject({ type: 'tool_result', ok: false, errorType: 'blocked' });
      expect(String(line!.content)).toContain('private network access is off (tools.web.allowPrivateNetwork)');
      expect(web.requests.length).toBe(before);
    },
    cliTimeout,
  );

  it(
    'reads the article as Markdown with its source once private access is allowed',
    async () => {
      expect((await config('tools.web.allowPrivateNetwork', 'true')).code).toBe(0);
      const run = await tool('web_fetch', { url: `${web.origin}/moved` });
      expect(run.code).toBe(0);
      const [line] = run.lines();
      expect(line).toMatchObject({ type: 'tool_result', ok: true });
      const content = String(line!.content);
      expect(content).toContain(articleParagraph);
      expect(content).toContain(`URL: ${web.origin}/article`);
      expect(content).not.toContain('FOOTER-COPYRIGHT');
      expect(line!.details).toMatchObject({
        kind: 'web_sources',
        tool: 'web_fetch',
        sources: [{ n: 1, url: `${web.origin}/article`, title: expect.stringContaining('How sourdough works') }],
      });
    },
    cliTimeout,
  );

  it(
    'still refuses a redirect to file: and names the binary type it will not read',
    async () => {
      const redirect = await tool('web_fetch', { url: `${web.origin}/to-file` });
      expect(redirect.code).toBe(1);
      expect(String(redirect.lines()[0]!.content)).toContain('Refused the redirect to file:///etc/passwd');
      const binary = await tool('web_fetch', { url: `${web.origin}/image.png` });
      expect(String(binary.lines()[0]!.content)).toContain('The address serves image/png');
    },
    cliTimeout,
  );
});

describe('cli: web_search', () => {
  it(
    'searches a SearXNG instance set with config and prints numbered results with URLs',
    async () => {
      expect((await config('tools.web.searchEnabled', 'true')).code).toBe(0);
      expect((await config('tools.web.searchProvider', 'searxng')).code).toBe(0);
      expect((await config('tools.web.searxngUrl', `${web.origin}/searxng`)).code).toBe(0);
      const run = await tool('web_search', { query: 'sourdough' });
      expect(run.code).toBe(0);
      const content = String(run.lines()[0]!.content);
      expect(content).toContain('[1] Sourdough - Wikipedia\nURL: https://en.wikipedia.org/wiki/Sourdough');
      expect(content).toContain('[3] Sourdough science\nURL: https://bread.example.org/science?x=1&y=2');
    },
    cliTimeout,
  );

  it(
    'uses DuckDuckGo by default, at the address HEARTH_WEB_SEARCH_DUCKDUCKGO_URL gives',
    async () => {
      expect((await config('tools.web.searchProvider', 'duckduckgo')).code).toBe(0);
      const run = await tool(
        'web_search',
        { query: 'sourdough bread' },
        {
          HEARTH_WEB_SEARCH_DUCKDUCKGO_URL: `${web.origin}/ddg/html/`,
        },
      );
      expect(run.code).toBe(0);
      expect(String(run.lines()[0]!.content)).toContain('from DuckDuckGo');
      expect(web.requests.findLast((request) => request.path.startsWith('/ddg/'))?.path).toBe(
        '/ddg/html/?q=sourdough+bread',
      );
    },
    cliTimeout,
  );

  it(
    'refuses a bad provider name with a reason, keeping the setting',
    async () => {
      const run = await config('tools.web.searchProvider', 'bing');
      expect(run.code).not.toBe(0);
      expect(run.stderr).toContain('tools.web.searchProvider');
      const get = await runCli(['config', 'get', 'tools.web.searchProvider', '--data-dir', dataDir]);
      expect(get.stdout.trim()).toContain('duckduckgo');
    },
    cliTimeout,
  );
});

describeWithFacility('keychain', 'cli: web_search with a Brave key in the real keychain', () => {
  const key = `BSA-canary-${Date.now()}-k3y`;
  afterAll(async () => {
    await runCli(['key', 'delete', 'brave', '--data-dir', dataDir]);
  }, cliTimeout);

  it(
    'stores the key with `key set brave`, sends it only as the header, and never prints it',
    async () => {
      const set = await runCli(['key', 'set', 'brave', '--data-dir', dataDir], { input: `${key}\n` });
      expect(set.code).toBe(0);
      expect(await secretToolLookup('Hearth', 'brave')).toBe(key);
      expect((await config('tools.web.searchProvider', 'brave')).code).toBe(0);
      const run = await tool(
        'web_search',
        { query: 'sourdough' },
        {
          HEARTH_WEB_SEARCH_BRAVE_URL: `${web.origin}/brave/res/v1/web/search`,
        },
      );
      expect(run.code).toBe(0);
      expect(String(run.lines()[0]!.content)).toContain('from Brave Search');
      expect(
        web.requests.findLast((request) => request.path.startsWith('/brave/'))?.headers['x-subscription-token'],
      ).toBe(key);
      const status = await runCli(['key', 'status', '--json', '--data-dir', dataDir]);
      expect(status.lines()[0]).toMatchObject({ accounts: { brave: true, tavily: false } });
      for (const output of [set, run, status]) expect(output.stdout + output.stderr).not.toContain(key);
    },
    cliTimeout,
  );
});
