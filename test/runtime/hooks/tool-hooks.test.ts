// Tool hooks through the real runtime, the fake model and real bwrap (issue 42): a before-hook that exits non-zero
// blocks a shell call and the model reads its stdout as the reason; an after-hook gets the call and its result on
// stdin; a hanging hook is killed at its timeoutMs and blocks; every hook run is in the Activity list.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { Prompter } from '../../../electron/agent/approvals/prompter';
import { createActivityService } from '../../../electron/runtime/activity/activity-service';
import type { HearthRuntime } from '../../../electron/runtime/create-runtime';
import { describeWithFacility } from '../../support/requirements';
import { useRuntimeFixture } from '../../support/runtime-fixture';

const fixture = useRuntimeFixture();
const allow: Prompter = { ask: async (request) => ({ decision: 'allow', argsHash: request.argsHash }) };

async function openWithHooks(hooks: object): Promise<{ runtime: HearthRuntime; workspace: string }> {
  const runtime = await fixture.open({
    overrides: { baseUrl: fixture.server.url, model: 'fake-model', workspace: fixture.folder('workspace') },
  });
  const saved = await runtime.setSetting('hooks', hooks);
  if (!saved.ok) throw new Error(saved.error);
  return { runtime, workspace: runtime.workspace() };
}

async function runShell(runtime: HearthRuntime, command: string) {
  fixture.server.script(
    { kind: 'tool_calls', calls: [{ name: 'shell', arguments: { command } }] },
    { kind: 'text', text: 'done' },
  );
  const started = runtime.session.send({ text: 'run it', prompter: allow });
  if (!started.ok) throw new Error(started.error);
  expect((await started.run.done).reason).toBe('done');
  return JSON.stringify(fixture.server.requests[1]?.messages.at(-1));
}

const hookActivity = (runtime: HearthRuntime) => {
  const listed = createActivityService({ auditFile: runtime.audit.file, rules: () => [] }).list({});
  if (!listed.ok) throw new Error(listed.error);
  return listed.page.entries.filter((entry) => entry.tool.startsWith('hook:'));
};

describeWithFacility('bwrap', 'tool hooks', () => {
  it('a before-hook exiting non-zero blocks the shell call, and its stdout is the reason the model reads', async () => {
    const { runtime, workspace } = await openWithHooks({
      beforeToolCall: [
        { command: 'cat > before-input.json; echo "shell is off limits today"; exit 3', tools: ['shell'] },
        { command: 'touch never-for-datetime', tools: ['datetime'] },
      ],
    });
    const toolMessage = await runShell(runtime, 'touch ran.txt');
    expect(toolMessage).toContain('A hook blocked this shell call: shell is off limits today');
    expect(existsSync(join(workspace, 'ran.txt'))).toBe(false);
    expect(existsSync(join(workspace, 'never-for-datetime'))).toBe(false);
    const input = JSON.parse(readFileSync(join(workspace, 'before-input.json'), 'utf8')) as Record<string, unknown>;
    expect(input).toMatchObject({ hook: 'beforeToolCall', tool: 'shell', arguments: { command: 'touch ran.txt' } });
    expect(typeof input.conversationId).toBe('string');
    expect(hookActivity(runtime)).toMatchObject([
      { tool: 'hook:beforeToolCall', decision: 'deny', ok: false, reason: 'shell is off limits today' },
    ]);
  });

  it('an after-hook receives the call and its result; a failing one is recorded, not fatal', async () => {
    const { runtime, workspace } = await openWithHooks({
      afterToolCall: [{ command: 'cat > after-input.json' }, { command: 'exit 9', tools: ['shell'] }],
    });
    const toolMessage = await runShell(runtime, 'echo result-from-shell-41');
    expect(toolMessage).toContain('result-from-shell-41');
    const input = JSON.parse(readFileSync(join(workspace, 'after-input.json'), 'utf8')) as {
      tool: string;
      result: { ok: boolean; content: string };
    };
    expect(input.tool).toBe('shell');
    expect(input.result.ok).toBe(true);
    expect(input.result.content).toContain('result-from-shell-41');
    const entries = hookActivity(runtime).map((entry) => [entry.tool, entry.ok, entry.errorType ?? null]);
    expect(entries).toEqual([
      ['hook:afterToolCall', false, 'hook_failed'],
      ['hook:afterToolCall', true, null],
    ]);
  });

  it('a hanging before-hook is killed at its timeoutMs and blocks the call', async () => {
    const { runtime, workspace } = await openWithHooks({
      beforeToolCall: [{ command: 'sleep 60', timeoutMs: 300 }],
    });
    const started = Date.now();
    const toolMessage = await runShell(runtime, 'touch ran.txt');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(toolMessage).toContain('the hook timed out after 300 ms');
    expect(existsSync(join(workspace, 'ran.txt'))).toBe(false);
    expect(hookActivity(runtime)).toMatchObject([{ decision: 'deny', ok: false, errorType: 'timeout' }]);
  });
});
