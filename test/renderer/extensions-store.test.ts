// The Extensions section's store over the real core (test/support/real-hearth-api.ts: the real invoke handlers behind
// the contract's validation): servers and custom tools are loaded together, the on/off switch writes the setting and
// is read back, a refusal (restarting a switched-off server) is kept per server instead of thrown, remove reads back.
import { describe, expect, it } from 'vitest';
import { useRealHearthApi } from './real-api-loader';
import { createExtensionsStore } from '../../renderer/src/stores/extensions-store';

const realApi = useRealHearthApi();

describe('extensions store', () => {
  it('loads servers and custom tools, switches a server, keeps a refusal per server, removes', async () => {
    const { api } = await realApi();
    // A switched-off server is never started, so no process is needed for this test.
    expect(await api.settingsSet({ path: 'mcp.servers.notes', value: { transport: 'stdio', command: 'notes-mcp', args: ['--stdio'], enabled: false } })).toEqual({ ok: true });
    const store = createExtensionsStore(api);
    await store.getState().load();
    expect(store.getState()).toMatchObject({ loaded: true, problem: null, busy: {}, errors: {} });
    expect(store.getState().servers).toEqual([expect.objectContaining({ name: 'notes', target: 'notes-mcp --stdio', enabled: false, state: 'stopped', secrets: [] })]);
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
