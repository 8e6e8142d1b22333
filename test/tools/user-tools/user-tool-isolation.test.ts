// User tools run in a separate host process: a tool that exits or loops costs only its own call (the host restarts
// and the other tools come back), the host sees none of Hearth's secrets, and create() state lives across calls.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserToolSource } from '../../../tools/user-tools/user-tool-source';
import { createTempDirs } from '../../support/temp-dir';
import { callTool, findTool, makeSource, writeTool } from './user-tools-helpers';
import { waitFor } from '../../support/wait-for';

const temp = createTempDirs();
const sources: UserToolSource[] = [];
const savedEnv = { ...process.env };
afterEach(async () => {
  await Promise.all(sources.splice(0).map((source) => source.close()));
  temp.cleanup();
  for (const name of Object.keys(process.env)) if (!(name in savedEnv)) delete process.env[name];
});

function setup(overrides: Parameters<typeof makeSource>[1] = {}): { folder: string; source: UserToolSource } {
  const folder = join(temp.make('user-tools'), 'tools');
  const source = makeSource(folder, overrides);
  sources.push(source);
  return { folder, source };
}

const counter = {
  name: 'counter',
  risk: 'read',
  run: 'context.state.count += 1; return String(context.state.count);',
  extra: 'export function create() { return { count: 0 }; }',
};

describe('user tools isolation', () => {
  it('survives a tool that calls process.exit: retried once, error result, host restarted, other tools work', async () => {
    const { folder, source } = setup();
    writeTool(folder, 'quitter.mjs', { name: 'quitter', run: 'process.exit(1);' });
    writeTool(folder, 'counter.mjs', counter);
    await source.refresh();
    expect(await callTool(source, 'counter')).toEqual({ ok: true, content: '1' });

    const result = await callTool(source, 'quitter');
    expect(result).toMatchObject({ ok: false, errorType: 'crashed' });
    expect(result.content).toMatch(/quitter did not finish: the tools host exited \(code 1\)/);
    expect(result.content).toMatch(/restarted and the call tried once more, but it stopped again/);
    // The test process (standing in for Hearth) is still here, and the other tool serves again (fresh state).
    expect(await callTool(source, 'counter')).toEqual({ ok: true, content: '1' });
    expect(source.status().host).toMatchObject({ running: true, restarts: 2 });
    expect(
      source
        .status()
        .tools.map((tool) => tool.name)
        .sort(),
    ).toEqual(['counter', 'quitter']);
  });

  it('stops an endless loop at the call timeout and restarts the host for the other tools', async () => {
    const { folder, source } = setup({ callTimeoutMs: () => 1_000 });
    writeTool(folder, 'spinner.mjs', { name: 'spinner', run: 'for (;;) {}' });
    writeTool(folder, 'counter.mjs', counter);
    await source.refresh();

    const result = await callTool(source, 'spinner');
    expect(result).toMatchObject({ ok: false, errorType: 'timeout' });
    expect(result.content).toMatch(/spinner did not finish within 1 s and was stopped/);
    await waitFor(() => source.status().host.lastExit !== undefined, 'the host to be stopped');
    expect(source.status().host.lastExit).toMatch(/call request timed out after 1000 ms/);
    // The next call brings a fresh host up with the other tool.
    expect(await callTool(source, 'counter')).toEqual({ ok: true, content: '1' });
    expect(source.status().host).toMatchObject({ running: true, restarts: 1 });
  });

  it('reports a file that ends the loading host, and the serving host (and its state) is untouched', async () => {
    const { folder, source } = setup();
    writeTool(folder, 'counter.mjs', counter);
    await source.refresh();
    expect(await callTool(source, 'counter')).toEqual({ ok: true, content: '1' });
    writeTool(folder, 'bomb.mjs', 'process.exit(3);');
    await source.refresh();
    expect(source.status().errors).toEqual([
      {
        file: 'bomb.mjs',
        version: expect.any(String),
        error: expect.stringMatching(/Loading ended the loading host .*code 3/),
      },
    ]);
    expect(await callTool(source, 'counter')).toEqual({ ok: true, content: '2' });
  });

  it('gives the host none of Hearth’s environment secrets', async () => {
    process.env.HEARTH_TEST_CANARY = 'canary-value-1';
    process.env.OPENAI_API_KEY = 'sk-canary-2';
    process.env.DBUS_SESSION_BUS_ADDRESS = 'unix:path=/tmp/canary-bus';
    process.env.NODE_OPTIONS = '--require /tmp/canary.js';
    const { folder, source } = setup();
    writeTool(folder, 'env.mjs', {
      name: 'show_env',
      run: 'return JSON.stringify({ env: process.env, execArgv: process.execArgv });',
    });
    await source.refresh();
    const result = await callTool(source, 'show_env');
    expect(result.ok).toBe(true);
    const { env, execArgv } = JSON.parse(result.content) as { env: Record<string, string>; execArgv: string[] };
    expect(env.PATH).toBeTruthy();
    expect(JSON.stringify(env)).not.toMatch(/canary/);
    expect(Object.keys(env)).not.toContain('DBUS_SESSION_BUS_ADDRESS');
    expect(execArgv).toEqual([]);
  });

  it('keeps create() state across calls', async () => {
    const { folder, source } = setup();
    writeTool(folder, 'counter.mjs', counter);
    await source.refresh();
    expect(findTool(source, 'counter')?.risk).toBe('read');
    for (const expected of ['1', '2', '3'])
      expect(await callTool(source, 'counter')).toEqual({ ok: true, content: expected });
  });

  it('turns thrown errors, { ok: false } results and stray async errors into data', async () => {
    const { folder, source } = setup();
    writeTool(folder, 'thrower.mjs', { name: 'thrower', run: 'throw new Error("bad input");' });
    writeTool(folder, 'refuser.mjs', {
      name: 'refuser',
      run: 'return { ok: false, content: "no such city", details: { city: args.city } };',
    });
    writeTool(folder, 'stray.mjs', {
      name: 'stray',
      run: 'setTimeout(() => { throw new Error("later"); }, 0); return { answer: 42 };',
    });
    // Shares the runner host with stray (same capabilities); its own timer, set later, fires after stray's.
    writeTool(folder, 'after.mjs', {
      name: 'after',
      run: 'await new Promise((r) => setTimeout(r, 0)); return "after";',
    });
    await source.refresh();
    expect(await callTool(source, 'thrower')).toEqual({
      ok: false,
      content: 'The tool threw: bad input',
      errorType: 'tool_error',
    });
    expect(await callTool(source, 'refuser', { city: 'Atlantis' })).toEqual({
      ok: false,
      content: 'no such city',
      details: { city: 'Atlantis' },
      errorType: 'tool_error',
    });
    expect(await callTool(source, 'stray')).toEqual({ ok: true, content: '{"answer":42}' });
    // Answered once stray's late error was thrown in the same host: the host lived through it.
    expect(await callTool(source, 'after')).toEqual({ ok: true, content: 'after' });
    expect(await callTool(source, 'thrower')).toMatchObject({ ok: false, errorType: 'tool_error' });
    expect(source.status().host.restarts).toBe(0);
  });

  it('aborts a call: the tool sees its signal and the call returns an aborted result', async () => {
    const { folder, source } = setup();
    const marker = join(folder, '..', 'aborted.txt');
    writeTool(folder, 'waiter.mjs', {
      name: 'waiter',
      run: `const { writeFileSync } = await import('node:fs');
context.onUpdate('started');
await new Promise((resolve) => context.signal.addEventListener('abort', resolve));
writeFileSync(${JSON.stringify(marker)}, 'saw abort');
return 'stopped';`,
    });
    await source.refresh();
    const controller = new AbortController();
    const updates: string[] = [];
    const tool = findTool(source, 'waiter')!;
    const pending = tool.execute(
      {},
      { callId: 'c', signal: controller.signal, onUpdate: (chunk) => updates.push(chunk), workspace: folder },
    );
    await waitFor(() => updates.length > 0, 'the tool to start');
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, errorType: 'aborted' });
    const { existsSync } = await import('node:fs');
    await waitFor(() => existsSync(marker), 'the tool to see the abort');
    expect(updates).toEqual(['started']);
  });
});
