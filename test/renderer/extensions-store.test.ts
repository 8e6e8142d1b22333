// The Extensions section's store over the real core (test/support/real-hearth-api.ts: the real invoke handlers behind
// the contract's validation): servers and custom tools are loaded together, the on/off switch writes the setting and
// is read back, a refusal (restarting a switched-off server) is kept per server instead of thrown, remove reads back;
// a custom tool file is trusted, marked read (keeping names not loaded now) and revoked, a stale version refused.
import { describe, expect, it } from 'vitest';
import { useRealHearthApi } from './real-api-loader';
import { dataOf } from '../../renderer/src/api';
import { createExtensionsStore } from '../../renderer/src/stores/extensions-store';

const realApi = useRealHearthApi();

describe('extensions store', () => {
  it('loads servers and custom tools, switches a server, keeps a refusal per server, removes', async () => {
    const { api } = await realApi();
    // A switched-off server is never started, so no process is needed for this test.
    expect(
      await api.settingsSet({
        path: 'mcp.servers.notes',
        value: { transport: 'stdio', command: 'notes-mcp', args: ['--stdio'], enabled: false },
      }),
    ).toEqual({ ok: true, data: null });
    const store = createExtensionsStore(api);
    await store.getState().load();
    expect(store.getState()).toMatchObject({ loaded: true, problem: null, busy: {}, errors: {} });
    expect(store.getState().servers).toEqual([
      expect.objectContaining({
        name: 'notes',
        target: 'notes-mcp --stdio',
        enabled: false,
        state: 'stopped',
        secrets: [],
      }),
    ]);
    expect(store.getState().userTools).toMatchObject({ tools: [], errors: [] });
    expect(store.getState().userTools?.folder).toMatch(/tools$/);

    await store.getState().restart('notes');
    expect(store.getState().errors.notes).toContain('switched off');
    expect(store.getState().busy).toEqual({});

    await store.getState().setEnabled('notes', true);
    expect(store.getState().errors.notes).toBeUndefined(); // cleared by the next action on that server
    expect(store.getState().servers[0]?.enabled).toBe(true);
    await store.getState().setEnabled('notes', false);
    expect(store.getState().servers[0]?.enabled).toBe(false);

    await store.getState().remove('notes');
    expect(store.getState().servers).toEqual([]);
    await store.getState().remove('notes');
    expect(store.getState().errors.notes).toContain('no MCP server named "notes"');
  });
});

/** node:fs by a runtime path: the web type-check of this folder has no Node types. */
async function writeText(file: string, text: string): Promise<void> {
  const fs = (await import(/* @vite-ignore */ 'node:' + 'fs')) as {
    writeFileSync: (path: string, data: string) => void;
  };
  fs.writeFileSync(file, text);
}

describe('extensions store: custom tools', () => {
  it('trusts a version, marks the tool read, revokes trust, and keeps a refusal per file', async () => {
    const { api } = await realApi();
    const store = createExtensionsStore(api);
    await store.getState().load();
    const folder = store.getState().userTools!.folder;
    await writeText(
      `${folder}/echo.mjs`,
      'export const name = "echo";\nexport const description = "Echoes.";\nexport const parameters = { type: "object", properties: {} };\nexport async function run() { return "echo"; }\n',
    );
    await store.getState().load();
    const listed = store.getState().userTools!;
    // With bubblewrap the file is read (untrusted); without it, it is listed unread until trusted.
    const version = listed.sandbox === 'bubblewrap' ? listed.tools[0]?.version : listed.unread[0]?.version;
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    if (listed.sandbox === 'bubblewrap')
      expect(listed.tools[0]).toMatchObject({
        name: 'echo',
        file: 'echo.mjs',
        trusted: false,
        markedRead: false,
        capabilities: [],
      });

    await store.getState().trustTool('echo.mjs', '000000000000');
    expect(store.getState().toolErrors['echo.mjs']).toContain('changed');
    await store.getState().trustTool('echo.mjs', version!);
    expect(store.getState().toolErrors).toEqual({});
    expect(store.getState().toolBusy).toEqual({});
    expect(store.getState().userTools?.tools).toEqual([
      expect.objectContaining({ name: 'echo', trusted: true, version }),
    ]);
    expect(store.getState().userTools?.unread).toEqual([]);

    expect(await api.settingsSet({ path: 'tools.custom.markedRead', value: ['not_loaded_now'] })).toEqual({
      ok: true,
      data: null,
    });
    await store.getState().setMarkedRead('echo.mjs', 'echo', true);
    expect(store.getState().userTools?.tools[0]?.markedRead).toBe(true);
    const markedRead = async () =>
      (dataOf(await api.settingsGet({})).settings as { tools: { custom: { markedRead: string[] } } }).tools.custom
        .markedRead;
    expect(await markedRead()).toEqual(['not_loaded_now', 'echo']);
    await store.getState().setMarkedRead('echo.mjs', 'echo', false);
    expect(await markedRead()).toEqual(['not_loaded_now']);

    await store.getState().untrustTool('echo.mjs');
    expect(store.getState().toolErrors).toEqual({});
    const after = store.getState().userTools!;
    expect(after.sandbox === 'bubblewrap' ? after.tools[0]?.trusted : after.unread[0]?.version).toBe(
      after.sandbox === 'bubblewrap' ? false : version,
    );
  });
});
