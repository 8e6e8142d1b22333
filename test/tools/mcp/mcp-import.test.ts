// `mcp import PATH` with real-shaped config files of Claude Desktop (claude_desktop_config.json), Cursor
// (.cursor/mcp.json, a remote server with a header) and VS Code (.vscode/mcp.json: comments, trailing commas, an
// input): through the real CLI, the real keychain and server-everything (stdio and streamable HTTP), the imported
// servers' tools are called; secrets are in the keychain and not in SQLite; clashes are kept unless --replace; an
// input is asked at a (scripted) terminal and refused clearly under --yes.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runMcpCommand } from '../../../electron/cli/commands/mcp-command';
import type { CliTerminal } from '../../../electron/cli/cli-terminal';
import { createHearthRuntime } from '../../../electron/runtime/create-runtime';
import { createKeytarSecretStore } from '../../../electron/secrets/keytar-secret-store';
import { runCli } from '../../cli/run-cli';
import { describeWithFacility } from '../../support/requirements';
import { createTempDirs } from '../../support/temp-dir';
import { everythingServer } from './mcp-test-support';
import { waitFor } from '../../support/wait-for';

const temp = createTempDirs();
const suffix = randomBytes(3).toString('hex');
const claudeSecret = `claude-${randomBytes(10).toString('hex')}`;
const cursorSecret = `Bearer cursor-${randomBytes(10).toString('hex')}`;
const vscodeSecret = `vscode-${randomBytes(10).toString('hex')}`;
let httpServer: ChildProcess | undefined;
let proxy: http.Server | undefined;
const seenAuthorization: (string | undefined)[] = [];
let httpUrl = '';

function sqliteText(dataDir: string): string {
  return readdirSync(dataDir)
    .filter((file) => file.startsWith('hearth.db'))
    .map((file) => readFileSync(path.join(dataDir, file)).toString('latin1'))
    .join('\n');
}

/** A terminal whose person gives these answers in order, recording the questions. */
function scriptedTerminal(answers: string[]): CliTerminal & { asked: { question: string; secret: boolean }[] } {
  const asked: { question: string; secret: boolean }[] = [];
  return {
    asked,
    ask: async (question, options) => {
      asked.push({ question, secret: Boolean(options?.secret) });
      return answers.shift() ?? '';
    },
    close: () => undefined,
  };
}

beforeAll(async () => {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  httpServer = spawn(process.execPath, [everythingServer, 'streamableHttp'], {
    env: { PATH: process.env.PATH, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  httpServer.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  await waitFor(() => stderr.includes('listening on port'), {
    message: 'the HTTP server to listen',
    timeout: 20_000,
    observe: () => stderr,
  });
  // A loopback proxy that records the Authorization header the imported server config sends.
  proxy = http.createServer((req, res) => {
    seenAuthorization.push(req.headers.authorization);
    const upstream = http.request(
      { host: '127.0.0.1', port, path: req.url, method: req.method, headers: req.headers },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy!.listen(0, '127.0.0.1', resolve));
  httpUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/mcp`;
}, 30_000);

afterAll(async () => {
  httpServer?.kill();
  proxy?.closeAllConnections();
  await new Promise((resolve) => (proxy ? proxy.close(resolve) : resolve(undefined)));
  temp.cleanup();
});

describeWithFacility('keychain', 'mcp import from Claude Desktop, Cursor and VS Code', () => {
  const store = createKeytarSecretStore();
  const claudeName = `everything-${suffix}`;
  const cursorName = `remote-${suffix}`;
  const vscodeName = `vs-${suffix}`;
  const home = temp.make('mcp-import-home');
  const dataDir = temp.make('mcp-import-data');
  const claudeFile = path.join(home, '.config', 'Claude', 'claude_desktop_config.json');
  const cursorFile = path.join(home, '.cursor', 'mcp.json');
  const vscodeFile = path.join(home, 'project', '.vscode', 'mcp.json');
  afterAll(async () => {
    for (const account of [
      `mcp.${claudeName}.env.everything_token`,
      `mcp.${cursorName}.header.authorization`,
      `mcp.${vscodeName}.env.api_key`,
    ])
      await store.delete(account).catch(() => false);
  });

  beforeAll(() => {
    for (const file of [claudeFile, cursorFile, vscodeFile]) mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      claudeFile,
      JSON.stringify(
        {
          mcpServers: {
            [claudeName]: {
              command: process.execPath,
              args: [everythingServer],
              env: { EVERYTHING_TOKEN: claudeSecret },
            },
          },
          globalShortcut: '',
        },
        null,
        2,
      ),
    );
    writeFileSync(
      cursorFile,
      JSON.stringify({ mcpServers: { [cursorName]: { url: httpUrl, headers: { Authorization: cursorSecret } } } }),
    );
    writeFileSync(
      vscodeFile,
      `{
  // Written by VS Code's "MCP: Add Server…"
  "inputs": [
    { "type": "promptString", "id": "api-key", "description": "Everything API key", "password": true },
  ],
  "servers": {
    "${vscodeName}": {
      "type": "stdio",
      "command": ${JSON.stringify(process.execPath)},
      "args": [${JSON.stringify(everythingServer)}],
      "env": { "API_KEY": "\${input:api-key}" }, /* the key is asked */
    },
  },
}
`,
    );
  });

  it('without a terminal and without --yes, shows the preview and imports nothing', async () => {
    const run = await runCli(['mcp', 'import', claudeFile, '--data-dir', dataDir]);
    expect(run.code).toBe(2);
    expect(run.stdout).toContain('(Claude Desktop): 1 server(s) — 1 new');
    expect(run.stdout).toContain(`+ ${claudeName}  stdio`);
    expect(run.stdout).toContain('to the keychain: EVERYTHING_TOKEN (values not shown)');
    expect(run.stdout).not.toContain(claudeSecret);
    expect(run.stderr).toContain('nothing was imported: confirm in a terminal, or pass --yes');
    const list = await runCli(['mcp', 'list', '--json', '--data-dir', dataDir]);
    expect(list.lines()[0]).toMatchObject({ type: 'mcp_servers', servers: [] });
  }, 30_000);

  it('imports Claude Desktop and Cursor files with --yes; their tools run; secrets are only in the keychain', async () => {
    const claude = await runCli(['mcp', 'import', claudeFile, '--yes', '--data-dir', dataDir]);
    expect(claude.stderr).toBe('');
    expect(claude.stdout).toContain(`added ${claudeName}`);
    expect(claude.code).toBe(0);
    const cursor = await runCli(['mcp', 'import', cursorFile, '--yes', '--json', '--data-dir', dataDir]);
    expect(cursor.code).toBe(0);
    expect(cursor.lines()[0]).toMatchObject({ type: 'mcp_import_plan', source: 'Cursor' });
    expect(cursor.lines()[1]).toMatchObject({ type: 'mcp_import', outcomes: [{ name: cursorName, result: 'added' }] });

    expect(await store.get(`mcp.${claudeName}.env.everything_token`)).toBe(claudeSecret);
    expect(await store.get(`mcp.${cursorName}.header.authorization`)).toBe(cursorSecret);
    const stored = sqliteText(dataDir);
    expect(stored).not.toContain(claudeSecret);
    expect(stored).not.toContain(cursorSecret);

    const stdio = await runCli([
      'tool',
      `${claudeName}__echo`,
      '{"message":"from claude"}',
      '--yes',
      '--data-dir',
      dataDir,
    ]);
    expect(stdio.stdout, stdio.stderr).toContain('from claude');
    expect(stdio.code).toBe(0);
    const remote = await runCli([
      'tool',
      `${cursorName}__echo`,
      '{"message":"from cursor"}',
      '--yes',
      '--data-dir',
      dataDir,
    ]);
    expect(remote.stdout, remote.stderr).toContain('from cursor');
    expect(remote.code).toBe(0);
    expect(seenAuthorization).toContain(cursorSecret);

    const list = await runCli(['mcp', 'list', '--json', '--data-dir', dataDir]);
    expect(list.lines()[0]).toMatchObject({
      type: 'mcp_servers',
      servers: expect.arrayContaining([
        expect.objectContaining({ name: claudeName, transport: 'stdio', enabled: true }),
        expect.objectContaining({ name: cursorName, transport: 'http', target: httpUrl }),
      ]),
    });
    const human = await runCli(['mcp', 'list', '--data-dir', dataDir]);
    expect(human.stdout).toMatch(new RegExp(`${cursorName}  http  \\w+`));
  }, 90_000);

  it('keeps a same-name server under --yes, and replaces it only with --replace', async () => {
    const kept = await runCli(['mcp', 'import', claudeFile, '--yes', '--data-dir', dataDir]);
    expect(kept.code).toBe(0);
    expect(kept.stdout).toContain(`= ${claudeName}`);
    expect(kept.stdout).toContain(`skipped ${claudeName}: a server named "${claudeName}" exists and was kept`);
    const replaced = await runCli(['mcp', 'import', claudeFile, '--yes', '--replace', '--data-dir', dataDir]);
    expect(replaced.code).toBe(0);
    expect(replaced.stdout).toContain(`replaced ${claudeName}`);
  }, 30_000);

  it('refuses a VS Code input under --yes, and asks for it (hidden) at a terminal', async () => {
    const refused = await runCli(['mcp', 'import', vscodeFile, '--yes', '--data-dir', dataDir]);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('(VS Code)');
    expect(refused.stdout).toContain('asks for: api-key (Everything API key)');
    expect(refused.stdout).toContain(`skipped ${vscodeName}: input "api-key" (Everything API key) needs a value`);

    // The same command over a real runtime on the same data folder, with a person at a (scripted) terminal.
    const runtime = await createHearthRuntime({
      dataDir,
      env: { PATH: process.env.PATH, HOME: home },
      platform: process.platform,
      secretStore: store,
    });
    const out: string[] = [];
    const terminal = scriptedTerminal(['y', vscodeSecret]);
    try {
      const code = await runMcpCommand(['import', vscodeFile], {
        runtime,
        io: { out: (text) => out.push(text), err: (text) => out.push(text), jsonLine: () => undefined },
        json: false,
        yes: false,
        replace: false,
        terminal,
        env: {},
        homeDir: home,
      });
      expect(out.join('')).toContain(`added ${vscodeName}`);
      expect(code).toBe(0);
    } finally {
      await runtime.close();
    }
    expect(terminal.asked).toEqual([
      { question: 'Import 1 server(s)? [y/N] ', secret: false },
      { question: 'Value for "api-key" (Everything API key): ', secret: true },
    ]);
    expect(await store.get(`mcp.${vscodeName}.env.api_key`)).toBe(vscodeSecret);
    expect(sqliteText(dataDir)).not.toContain(vscodeSecret);
    const call = await runCli([
      'tool',
      `${vscodeName}__echo`,
      '{"message":"from vs code"}',
      '--yes',
      '--data-dir',
      dataDir,
    ]);
    expect(call.stdout).toContain('from vs code');
    expect(call.code).toBe(0);
  }, 60_000);

  it('refuses a file that is not a client config, naming what it expected', async () => {
    const other = path.join(home, 'other.json');
    writeFileSync(other, '{"servers": 3}');
    const run = await runCli(['mcp', 'import', other, '--yes', '--data-dir', dataDir]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/has no "mcpServers" object \(Claude Desktop, Cursor\) and no "servers" object/);
    const missing = await runCli(['mcp', 'import', path.join(home, 'nope.json'), '--data-dir', dataDir]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/could not be read: ENOENT/);
  }, 30_000);
});
