// A stdio MCP server must not read Hearth's environment through /proc/<parent pid>/environ: with bwrap it runs in its
// own process namespace (the parent it sees is bwrap's init, whose environment is the clean one). The same server
// without isolation does see Hearth's launch environment, which shows the check can fail.
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createSessionSecretStore } from '../../../electron/secrets/session-secret-store';
import { closeDatabase, openDatabase, type Db } from '../../../electron/storage/database';
import { createSettingsStore } from '../../../electron/storage/settings';
import { createMcpToolSource, type McpServerStatus, type McpToolSource } from '../../../tools/mcp/mcp-tool-source';
import { describeWithFacility } from '../../support/requirements';
import { createTempDirs } from '../../support/temp-dir';
import { driftServer, processAlive } from './mcp-test-support';
import { createToolDefinitionStore } from '../../../electron/storage/tool-definitions';
import { waitFor } from '../../support/wait-for';

const temp = createTempDirs();
const CANARY = 'hearth-isolation-canary-52c1';
const open: { db: Db; source: McpToolSource }[] = [];

beforeAll(() => {
  process.env.HEARTH_CANARY_SECRET = CANARY;
});
afterEach(async () => {
  for (const { db, source } of open.splice(0)) {
    await source.close();
    closeDatabase(db);
  }
});
afterAll(() => {
  delete process.env.HEARTH_CANARY_SECRET;
  temp.cleanup();
});

const names = (environ: string): string[] =>
  environ
    .split('\n')
    .slice(1)
    .filter((line) => line.includes('='))
    .map((line) => line.slice(0, line.indexOf('=')));

async function parentEnviron(isolation: 'auto' | 'none'): Promise<{ text: string; status: McpServerStatus }> {
  const { db } = openDatabase(`${temp.make('mcp-isolation')}/hearth.db`);
  const settings = createSettingsStore(db);
  settings.set('mcp.servers.fx', { transport: 'stdio', command: process.execPath, args: [driftServer] });
  const source = createMcpToolSource({
    definitions: createToolDefinitionStore(db),
    settings: () => settings.get().settings,
    secretStore: createSessionSecretStore(),
    env: process.env,
    isolation,
  });
  open.push({ db, source });
  source.entries();
  const status = await waitFor(() => (source.servers()[0]?.state === 'running' ? source.servers()[0] : undefined), {
    message: 'the server to run',
    timeout: 20_000,
    observe: () => source.servers(),
  });
  const tool = source.entries().find((entry) => entry.tool.name === 'fx__parent-environ')?.tool;
  const result = await tool?.execute(
    {},
    { callId: 'c', signal: new AbortController().signal, onUpdate: () => undefined, workspace: '/tmp' },
  );
  return { text: result?.content ?? '', status };
}

describeWithFacility('bwrap', 'MCP server process isolation', () => {
  it("under bwrap the server cannot read Hearth's environment from /proc", async () => {
    const { text, status } = await parentEnviron('auto');
    expect(status.isolation).toBe('bwrap: own process namespace');
    expect(status.isolationCode).toBe('bwrap');
    expect(text).not.toContain(CANARY);
    expect(text).toMatch(/^parent 1:/); // the namespace's init, not Hearth
    expect(names(text).filter((name) => !['PATH', 'HOME', 'LANG'].includes(name))).toEqual([]);
  });

  it('without isolation the same server does read it (what the bwrap run prevents)', async () => {
    const { text, status } = await parentEnviron('none');
    expect(status.isolation).toBe('none: turned off');
    expect(status.isolationCode).toBe('off');
    // /proc shows the environment the test worker was launched with (the canary was added later, so look for others).
    expect(names(text).filter((name) => !['PATH', 'HOME', 'LANG'].includes(name)).length).toBeGreaterThan(0);
  });

  it('killing the isolated server (bwrap) ends the server process too, and it is restarted', async () => {
    const { status } = await parentEnviron('auto');
    const pid = status.pid as number;
    const source = open[0]?.source as McpToolSource;
    process.kill(pid, 'SIGKILL');
    await waitFor(() => source.servers()[0]?.state === 'running' && source.servers()[0]?.pid !== pid, {
      message: 'the restart',
      timeout: 20_000,
      observe: () => source.servers(),
    });
    expect(processAlive(pid)).toBe(false);
  });
});
