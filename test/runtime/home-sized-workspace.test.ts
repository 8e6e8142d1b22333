// Issue 36: a home-sized workspace over the real runtime and its invoke handlers. Settings' `settings:set` refuses it
// with what to pick instead; a project cannot be one; a workspace set before the
// refusal existed is offered read-only: reading works, the shell and file changes refuse with the same message.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPendingApprovals } from '../../electron/agent/approvals/pending-approvals';
import { createHearthRuntime, type HearthRuntime } from '../../electron/runtime/create-runtime';
import { createInvokeHandlers } from '../../electron/runtime/handlers/index';
import { createSessionSecretStore } from '../../electron/secrets/session-secret-store';
import { callerId } from '../../electron/shared/caller-id';
import { createInvokeDispatcher } from '../../electron/shared/invoke-dispatch';
import { createTempDirs } from '../support/temp-dir';

const temp = createTempDirs();
const runtimes: HearthRuntime[] = [];
afterEach(async () => {
  await Promise.all(runtimes.splice(0).map((runtime) => runtime.close()));
  temp.cleanup();
});

async function setup() {
  const home = temp.make('home-sized');
  const dataDir = join(home, 'hearth-data');
  const runtime = await createHearthRuntime({
    dataDir,
    env: { PATH: process.env.PATH, HOME: home },
    platform: process.platform,
    secretStore: createSessionSecretStore(),
    overrides: { mode: 'autonomous' },
  });
  runtimes.push(runtime);
  const dispatch = createInvokeDispatcher(
    createInvokeHandlers({ runtime, approvals: createPendingApprovals(), version: 'test' }),
  );
  const invoke = (channel: string, payload: unknown = {}) => dispatch(channel, payload, { id: callerId.window(1) });
  return { runtime, invoke, home };
}

const pickInstead = /Pick a folder for this work instead, such as .*\/Projects\/my-project/;

describe('a home-sized workspace is refused', () => {
  it('settings:set refuses the home folder, ~, a folder holding it and /; an ordinary folder is taken', async () => {
    const { runtime, invoke, home } = await setup();
    for (const value of [home, '~', join(home, '..'), '/']) {
      const result = await invoke('settings:set', { path: 'workspace', value });
      expect(result, value).toMatchObject({ ok: false, error: { kind: 'refused', message: pickInstead } });
      expect((result as { error: { message: string } }).error.message).toMatch(/^The workspace cannot be /);
    }
    expect(runtime.settingsStore.get().settings.workspace).toBe('');
    mkdirSync(join(home, 'work'));
    expect(await invoke('settings:set', { path: 'workspace', value: '~/work' })).toMatchObject({ ok: true });
  });

  it('projects:add refuses the home folder with the same advice', async () => {
    const { invoke, home } = await setup();
    const added = await invoke('projects:add', { name: 'Everything', folder: home });
    expect(added).toMatchObject({ ok: false, error: { kind: 'refused', message: pickInstead } });
    expect((added as { error: { message: string } }).error.message).toMatch(/^A project’s folder cannot be your home/);
  });

  it('one stored before the refusal: read_file works, write_file, edit_file and the shell refuse', async () => {
    const { runtime, invoke, home } = await setup();
    expect(runtime.settingsStore.set('workspace', home).ok).toBe(true);
    expect(await invoke('settings:get')).toMatchObject({
      ok: true,
      data: { workspaceWarning: expect.stringMatching(/your home folder .*Hearth only reads there/) },
    });
    writeFileSync(join(home, '.bashrc'), 'original\n');
    const call = (tool: string, args: object) =>
      runtime.callTool(tool, JSON.stringify(args), {
        prompter: { ask: async (request) => ({ decision: 'allow', argsHash: request.argsHash }) },
        signal: new AbortController().signal,
      });
    expect((await call('read_file', { path: '.bashrc' })).content).toContain('original');
    for (const [tool, args] of [
      ['write_file', { path: '.bashrc', content: 'pwned' }],
      ['edit_file', { path: '.bashrc', oldText: 'original', newText: 'pwned' }],
      ['shell', { command: 'echo pwned >> .bashrc' }],
    ] as const) {
      const result = await call(tool, args);
      expect(result.ok, tool).toBe(false);
      expect(result.content, tool).toMatch(/The workspace cannot be your home folder/);
      expect(result.content, tool).toMatch(pickInstead);
    }
    expect(readFileSync(join(home, '.bashrc'), 'utf8')).toBe('original\n');
  });
});
