// The settings screen's "add a server" channels over a real runtime (SQLite in a temp folder, the session secret
// store, server-everything as a real child): pasted JSON in every accepted shape is added and its tools run; bad
// entries are refused naming the field; a same-name server is kept unless replaced; a file picked by the (stand-in)
// chooser is previewed without values and imported with its VS Code input; an unknown token is not_found.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createPendingApprovals } from '../../electron/agent/approvals/pending-approvals';
import { createHearthRuntime, type HearthRuntime } from '../../electron/runtime/create-runtime';
import { createInvokeHandlers } from '../../electron/runtime/handlers/index';
import { createSessionSecretStore } from '../../electron/secrets/session-secret-store';
import type { McpAddOutcome, McpImportCandidateView } from '../../electron/shared/extensions-contract';
import { createInvokeDispatcher } from '../../electron/shared/invoke-dispatch';
import { dataOf } from '../support/invoke-result';
import { createTempDirs } from '../support/temp-dir';
import { everythingServer, recordingPrompter } from '../tools/mcp/mcp-test-support';
import { callerId } from '../../electron/shared/caller-id';

const temp = createTempDirs();
const caller = { id: callerId.window(1) };
const runtimes: HearthRuntime[] = [];
afterEach(async () => {
  await Promise.all(runtimes.splice(0).map((runtime) => runtime.close()));
});
afterAll(() => temp.cleanup());

async function setup(chosenFiles: string[] = []) {
  const dataDir = temp.make('mcp-add');
  const secretStore = createSessionSecretStore();
  const runtime = await createHearthRuntime({
    dataDir,
    env: { PATH: process.env.PATH, HOME: dataDir },
    platform: process.platform,
    secretStore,
  });
  runtimes.push(runtime);
  const handlers = createInvokeHandlers({
    runtime,
    approvals: createPendingApprovals(),
    version: 'test',
    chooseImportFile: async () => chosenFiles.shift() ?? null,
  });
  return { dataDir, runtime, secretStore, dispatch: createInvokeDispatcher(handlers) };
}

const everything = { command: process.execPath, args: [everythingServer] };

describe('mcp:add-servers', () => {
  it('adds a whole mcpServers object; env values go to the secret store; the tools run', async () => {
    const { runtime, secretStore, dispatch } = await setup();
    const text = JSON.stringify({ mcpServers: { 'Everything Demo': { ...everything, env: { TOKEN: 'tok-123' } } } });
    const added = dataOf(await dispatch('mcp:add-servers', { text, replace: [] }, caller));
    expect(added).toEqual({ outcomes: [{ name: 'everything-demo', result: 'added' }] });
    expect(runtime.settings().mcp.servers['everything-demo']).toMatchObject({
      transport: 'stdio',
      env: { TOKEN: { secret: 'mcp.everything-demo.env.token' } },
    });
    expect(await secretStore.get('mcp.everything-demo.env.token')).toBe('tok-123');
    const result = await runtime.callTool('everything-demo__echo', '{"message":"pasted"}', {
      prompter: recordingPrompter(),
      signal: new AbortController().signal,
    });
    expect(JSON.stringify(result)).toContain('pasted');
  }, 60_000);

  it('takes one server with a name, and a README fragment; keeps a same-name server unless replaced', async () => {
    const { runtime, dispatch } = await setup();
    const one = await dispatch(
      'mcp:add-servers',
      { text: JSON.stringify(everything), name: 'demo', replace: [] },
      caller,
    );
    expect(dataOf(one)).toEqual({ outcomes: [{ name: 'demo', result: 'added' }] });
    const fragment = `"demo": ${JSON.stringify({ ...everything, args: [everythingServer, 'stdio'] })},`;
    const kept = dataOf(await dispatch('mcp:add-servers', { text: fragment, replace: [] }, caller));
    expect(kept).toEqual({
      outcomes: [
        {
          name: 'demo',
          result: 'skipped',
          exists: true,
          reason: 'a server named "demo" exists and was kept',
          reasonWord: { code: 'keptExisting', params: { name: 'demo' } },
        },
      ],
    });
    expect(runtime.settings().mcp.servers.demo).toMatchObject({ args: [everythingServer] });
    const replaced = dataOf(await dispatch('mcp:add-servers', { text: fragment, replace: ['demo'] }, caller));
    expect(replaced).toEqual({ outcomes: [{ name: 'demo', result: 'replaced' }] });
    expect(runtime.settings().mcp.servers.demo).toMatchObject({ args: [everythingServer, 'stdio'] });
  });

  it('refuses what is not a server, naming the field, and stores nothing', async () => {
    const { runtime, dispatch } = await setup();
    const noName = await dispatch('mcp:add-servers', { text: JSON.stringify(everything), replace: [] }, caller);
    expect(noName).toMatchObject({ ok: false, error: { kind: 'refused', message: /"name" is needed/ } });
    const bad = dataOf(
      await dispatch(
        'mcp:add-servers',
        { text: '{"mcpServers":{"web":{"type":"sse"},"ok":{"url":"ftp://x"}}}', replace: [] },
        caller,
      ),
    ) as { outcomes: McpAddOutcome[] };
    expect(bad.outcomes).toEqual([
      {
        name: 'web',
        result: 'skipped',
        reason: expect.stringContaining('"web" needs "command"'),
        reasonWord: { code: 'commandOrUrl', params: { field: 'web' } },
      },
      {
        name: 'ok',
        result: 'skipped',
        reason: expect.stringContaining('"ok.url": an http(s) URL'),
        reasonWord: { code: 'invalidValue', params: { field: 'ok.url', detail: expect.stringContaining('http(s)') } },
      },
    ]);
    expect(runtime.settings().mcp.servers).toEqual({});
  });
});

describe('mcp:import-choose and mcp:import-apply', () => {
  it('previews the chosen VS Code file without values, then imports it with the input filled in', async () => {
    const folder = temp.make('mcp-add-file');
    const file = path.join(folder, 'mcp.json');
    writeFileSync(
      file,
      `{
  "inputs": [{ "type": "promptString", "id": "key", "description": "Demo key", "password": true }],
  "servers": {
    "demo": ${JSON.stringify({ ...everything, env: { KEY: '${input:key}', PLAIN: 'plain-value-9' } })},
    "broken": { "type": "stdio", "url": "https://example.com/mcp" },
  },
}`,
    );
    const { runtime, secretStore, dispatch } = await setup([file]);
    const chosen = dataOf(await dispatch('mcp:import-choose', {}, caller)) as
      { chosen: false } | { chosen: true; token: string; candidates: McpImportCandidateView[] };
    if (!chosen.chosen) throw new Error('the stand-in chooser picked a file');
    expect(chosen).toMatchObject({
      file,
      source: 'VS Code',
      candidates: [
        {
          name: 'demo',
          status: 'new',
          secretNames: ['KEY', 'PLAIN'],
          inputs: [{ id: 'key', description: 'Demo key', password: true }],
        },
        { name: 'broken', status: 'invalid', error: expect.stringContaining('"servers.broken.type" is stdio') },
      ],
    });
    expect(JSON.stringify(chosen)).not.toContain('plain-value-9');
    const applied = dataOf(
      await dispatch(
        'mcp:import-apply',
        { token: chosen.token, replace: [], inputs: { key: 'input-value-1' } },
        caller,
      ),
    ) as { outcomes: McpAddOutcome[] };
    expect(applied.outcomes).toEqual([
      { name: 'demo', result: 'added' },
      {
        name: 'broken',
        result: 'skipped',
        reason: expect.stringContaining('"servers.broken.type"'),
        reasonWord: { code: 'stdioNeedsCommand', params: { field: 'servers.broken' } },
      },
    ]);
    expect(await secretStore.get('mcp.demo.env.key')).toBe('input-value-1');
    expect(runtime.settings().mcp.servers.demo).toMatchObject({ env: { KEY: { secret: 'mcp.demo.env.key' } } });

    expect(await dispatch('mcp:import-apply', { token: chosen.token, replace: [], inputs: {} }, caller)).toMatchObject({
      ok: false,
      error: { kind: 'not_found' },
    });
    expect(dataOf(await dispatch('mcp:import-choose', {}, caller))).toEqual({ chosen: false });
  });

  it('a file that cannot be imported comes back coded, for the UI to word: unreadable, not JSON, no servers', async () => {
    const folder = temp.make('mcp-add-bad');
    const notJson = path.join(folder, 'broken.json');
    const noServers = path.join(folder, 'settings.json');
    writeFileSync(notJson, '{ "mcpServers": ');
    writeFileSync(noServers, '{ "editor.fontSize": 14 }');
    const missing = path.join(folder, 'gone.json');
    const { dispatch } = await setup([missing, notJson, noServers]);
    const answers = [];
    for (let n = 0; n < 3; n += 1) answers.push(dataOf(await dispatch('mcp:import-choose', {}, caller)));
    expect(answers).toEqual([
      {
        chosen: 'unusable',
        file: missing,
        error: `${missing} could not be read (ENOENT).`,
        word: { code: 'fileUnreadable', params: { file: missing, errno: 'ENOENT' } },
      },
      {
        chosen: 'unusable',
        file: notJson,
        error: expect.stringMatching(/is not JSON: /),
        word: { code: 'fileNotJson', params: { file: notJson, detail: expect.any(String) } },
      },
      {
        chosen: 'unusable',
        file: noServers,
        error: expect.stringContaining('has no "mcpServers" object'),
        word: { code: 'fileNoServers', params: { file: noServers } },
      },
    ]);
  });
});
